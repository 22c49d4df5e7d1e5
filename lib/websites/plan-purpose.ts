import "server-only";
// The WebsitePlan bill purpose: paying the bill moves the fee to the platform's revenue (ledger
// ActivateWebsite the first time, RenewalWebsite after) and extends the site by a year from its
// current end (or from now when it had lapsed), on the plan the bill was for.
import type { Db } from "@/lib/db/client";
import type { Bill, Payment } from "@/lib/db/generated/client";
import { platformRevenue } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import type { BillPurposeHandler } from "@/lib/payments/bill-purposes";
import type { Settlement } from "@/lib/payments/settlement";
import { planTypeOfReference } from "./plan-bill";
import { expireSite } from "./site-cache";

export const PLAN_PERIOD_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function activatePlan(tx: Db, bill: Bill, _payment: Payment, settlement: Settlement) {
  // The site's row lock (after the bill's): two plan bills paid at once, each under its own bill's lock,
  // both read the same end and each wrote a year from it — two years paid, one given.
  await tx.$queryRaw`SELECT id FROM "SaleWebsite" WHERE "userId" = ${bill.beneficiaryId} FOR UPDATE`;
  const site = await tx.saleWebsite.findUnique({ where: { userId: bill.beneficiaryId } });
  if (!site) throw new Error(`bill ${bill.id} pays for the site of user ${bill.beneficiaryId}, which has none`);
  const posted = await postTransaction(tx, {
    type: site.expiresAt ? "RenewalWebsite" : "ActivateWebsite",
    idempotencyKey: settlement.idempotencyKey,
    description: bill.description ?? undefined,
    entries: [
      { account: settlement.source, amount: -bill.amount },
      { account: platformRevenue, amount: bill.amount },
    ],
  });
  // finalize may run onPaid again: the period is extended only by the call that posted.
  if (!posted.created) return;
  const now = new Date();
  const from = site.expiresAt && site.expiresAt > now ? site.expiresAt : now;
  await tx.saleWebsite.update({
    where: { id: site.id },
    data: {
      planType: planTypeOfReference(bill.reference),
      startsAt: site.startsAt && site.expiresAt && site.expiresAt > now ? site.startsAt : now,
      expiresAt: new Date(from.getTime() + PLAN_PERIOD_DAYS * DAY_MS),
      renewalNoticeSentAt: null,
    },
  });
  expireSite(site);
}

/** The WebsitePlan entry of lib/wiring/bill-purposes.ts. */
export const websitePlanPurpose: BillPurposeHandler = {
  onPaid: activatePlan,
  // Nothing is held for a plan bill.
  onReleased: async () => {},
  receiptUrl: () => "/dashboard/websiteMaker",
  // The owner pays their own site's fee; the money goes to the platform, not back to them.
  payableByBeneficiary: true,
  c2cConfirmedSms: (bill) => `همسفر: پرداخت پلن سایت فروش شما تایید و سایت تمدید شد. (${bill.reference ?? bill.id})`,
};
