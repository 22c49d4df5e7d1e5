import "server-only";
// The sale website a ticket sold in installments was bought on (its reminder SMS links there,
// lib/installments/send-installment-reminders.ts). The caller passes only an active site's origin
// (activeSiteOrigin, lib/websites/trusted-origin.ts), so a forged Host never reaches an SMS; null
// (the platform, or no site) keeps the platform's link.
import { prisma } from "@/lib/db/client";

export async function recordSaleOrigin(trackingId: string, origin: string | null): Promise<void> {
  if (!origin) return;
  await prisma.reservation.update({ where: { trackingId }, data: { saleOrigin: origin }, select: { id: true } });
}
