import "server-only";
// POST /api/sale-website/renewal-notifier/{expiryInDays} and the daily job: one SMS to each owner
// whose site ends within that many days, once per period (renewalNoticeSentAt; a paid renewal
// clears it).
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/config/env";
import { sendSms } from "@/lib/sms/send-sms";
import { WEBSITE_MESSAGES as M } from "./messages";

export const RENEWAL_NOTICE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

export async function notifyRenewals(expiryInDays: number, now = new Date()) {
  const due = await prisma.saleWebsite.findMany({
    where: { expiresAt: { gt: now, lte: new Date(now.getTime() + expiryInDays * DAY_MS) }, renewalNoticeSentAt: null },
    select: {
      id: true,
      expiresAt: true,
      user: { select: { mobile: true, brand: true, firstName: true, lastName: true } },
    },
    take: 1000,
  });
  let sent = 0;
  for (const site of due) {
    // Claim first, so two runs never text twice.
    const claimed = await prisma.saleWebsite.updateMany({
      where: { id: site.id, renewalNoticeSentAt: null },
      data: { renewalNoticeSentAt: now },
    });
    if (!claimed.count) continue;
    const days = Math.ceil((site.expiresAt!.getTime() - now.getTime()) / DAY_MS);
    const brand = site.user.brand || `${site.user.firstName} ${site.user.lastName}`;
    await sendSms(
      {
        to: site.user.mobile,
        text: M.renewalSms(brand, days, `${env.publicUrl.replace(/\/+$/, "")}/dashboard/websiteMaker`),
      },
      { wait: false },
    );
    sent++;
  }
  return { notified: sent };
}
