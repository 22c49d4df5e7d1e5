import "server-only";
// The bill of a website plan (a year of Basic, Professional or Dedicated at the price of plans.ts),
// paid at the gateway or from the owner's wallet; plan-purpose.ts extends the site when it is paid.
import type { Db } from "@/lib/db/client";
import type { SaleWebsite } from "@/lib/db/generated/client";
import { paymentBillUrl } from "@/lib/payments/callback-url";
import { createBill } from "@/lib/payments/create-bill";
import { planOf, type PlanType } from "./plans";

export const planReference = (subDomain: string, planType: PlanType) => `${subDomain}/${planType}`;
export const planTypeOfReference = (reference: string | null): PlanType => planOf(reference?.split("/").pop()).type;

export async function createPlanBill(
  tx: Db,
  site: SaleWebsite,
  payer: { id: number; mobile: string; firstName: string; lastName: string },
  planType: PlanType,
  method: "Online" | "Credit",
) {
  const plan = planOf(planType);
  const renewal = !!site.expiresAt;
  const { billId, paymentToken } = await createBill(tx, {
    purpose: "WebsitePlan",
    amount: plan.yearlyPrice,
    method,
    payerMobile: payer.mobile,
    payerName: `${payer.firstName} ${payer.lastName}`,
    payerUserId: payer.id,
    beneficiaryId: payer.id,
    description: `${renewal ? "تمدید" : "فعال‌سازی"} سایت فروش ${site.subDomain} — پلن ${plan.title} (یک‌ساله)`,
    reference: planReference(site.subDomain, plan.type),
  });
  return {
    billId,
    paymentToken,
    amount: plan.yearlyPrice,
    paymentUrl: method === "Online" ? paymentBillUrl(billId) : null,
  };
}
