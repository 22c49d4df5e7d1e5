import "server-only";
import { prisma } from "@/lib/db/client";
import { refundRow, refundRowInclude } from "./refund-row";

export async function getRefundRow(refundId: number) {
  return refundRow(await prisma.refund.findUniqueOrThrow({ where: { id: refundId }, include: refundRowInclude }));
}
