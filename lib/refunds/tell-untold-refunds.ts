import "server-only";
// The payments sweep's part (lib/jobs/worker.ts): refunds made inside a payment's transaction (a late gateway
// payment, an installment paid after its ticket was cancelled) and any whose after-commit SMS did not run are
// texted here, within a minute. Oldest first, a bounded batch per run.
import { prisma } from "@/lib/db/client";
import { tellRefundOwed } from "./tell-refund-owed";

export async function tellUntoldRefunds(now = new Date(), batch = 50): Promise<number> {
  const untold = await prisma.refund.findMany({
    where: { buyerToldAt: null },
    select: { id: true },
    orderBy: { id: "asc" },
    take: batch,
  });
  let told = 0;
  for (const { id } of untold) if (await tellRefundOwed(id, now)) told++;
  return told;
}
