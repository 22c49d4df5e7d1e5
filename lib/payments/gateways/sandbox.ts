import "server-only";
// The built-in sandbox gateway (the default): it keeps its book in PostgreSQL (SandboxPayment) and
// behaves like an Iranian gateway: its page /payment/sandbox/{authority} lets the payer pay or
// cancel, then sends the browser to the callback with Authority and Status=OK|NOK; verify answers
// 100 the first time, 101 afterwards, and ZarinPal's failure codes otherwise.
import { randomBytes } from "node:crypto";
import { env } from "@/lib/config/env";
import { prisma } from "@/lib/db/client";
import { ALREADY_VERIFIED, VERIFIED, type PaymentGateway } from "./types";

/** ZarinPal's codes, so that both gateways read the same in logs and in the operator's list. */
export const SANDBOX_CODES = { amountMismatch: -50, notPaid: -51, unknownAuthority: -54 } as const;

export function createSandboxGateway(): PaymentGateway {
  return {
    name: "sandbox",

    async request(input) {
      const authority = `S${randomBytes(16).toString("hex").toUpperCase()}`;
      await prisma.sandboxPayment.create({
        data: {
          authority,
          amount: input.amount,
          callbackUrl: input.callbackUrl,
          description: input.description,
          mobile: input.mobile,
        },
      });
      return { authority, redirectUrl: `${env.publicUrl}/payment/sandbox/${authority}` };
    },

    async verify({ authority, amount }) {
      const refId = String(100_000_000 + Math.floor(Math.random() * 900_000_000));
      // The conditional update makes the first verify the only one that answers 100.
      const first = await prisma.sandboxPayment.updateMany({
        where: { authority, status: "Paid", amount },
        data: { status: "Verified", refId },
      });
      if (first.count === 1) return { code: VERIFIED, refId, cardPan: "6037-99**-****-1234" };
      const row = await prisma.sandboxPayment.findUnique({ where: { authority } });
      if (!row) return { code: SANDBOX_CODES.unknownAuthority, message: "authority not found" };
      if (row.amount !== amount) return { code: SANDBOX_CODES.amountMismatch, message: "amount mismatch" };
      if (row.status === "Verified")
        return { code: ALREADY_VERIFIED, refId: row.refId ?? undefined, cardPan: "6037-99**-****-1234" };
      return { code: SANDBOX_CODES.notPaid, message: `payment is ${row.status}` };
    },

    // Refunds: accepted for a verified payment while the refunds so far stay within its amount;
    // the bank "does" it by the first status query (InProgress → Done), like a real one after a while.
    async refund({ authority, amount }) {
      const payment = await prisma.sandboxPayment.findUnique({ where: { authority } });
      if (!payment || payment.status !== "Verified")
        return { refundId: "", status: "Failed", message: "payment is not verified" };
      const done = await prisma.sandboxRefund.aggregate({
        where: { authority, status: { not: "Failed" } },
        _sum: { amount: true },
      });
      if ((done._sum.amount ?? 0n) + amount > payment.amount)
        return { refundId: "", status: "Failed", message: "more than the payment" };
      const id = `R${randomBytes(8).toString("hex").toUpperCase()}`;
      await prisma.sandboxRefund.create({ data: { id, authority, amount } });
      return { refundId: id, status: "InProgress" };
    },

    async refundStatus(refundId) {
      await prisma.sandboxRefund.updateMany({
        where: { id: refundId, status: "InProgress" },
        data: { status: "Done" },
      });
      const row = await prisma.sandboxRefund.findUnique({ where: { id: refundId } });
      if (!row) return { refundId, status: "Failed", message: "unknown refund" };
      return { refundId, status: row.status === "Done" ? "Done" : row.status === "Failed" ? "Failed" : "InProgress" };
    },

    async unverified() {
      const rows = await prisma.sandboxPayment.findMany({
        where: { status: "Paid" },
        select: { authority: true },
        orderBy: { createdAt: "asc" },
        take: 500,
      });
      return rows.map((r) => r.authority);
    },
  };
}

/**
 * The payer's choice on the sandbox page. Only a pending payment changes; the answer is where the
 * browser goes next (the merchant's callback with Authority and Status), or null for an unknown
 * authority.
 */
export async function actOnSandboxPayment(authority: string, action: "pay" | "cancel"): Promise<string | null> {
  await prisma.sandboxPayment.updateMany({
    where: { authority, status: "Pending" },
    data: { status: action === "pay" ? "Paid" : "Cancelled" },
  });
  const row = await prisma.sandboxPayment.findUnique({ where: { authority } });
  if (!row) return null;
  const url = new URL(row.callbackUrl, env.publicUrl);
  url.searchParams.set("Authority", authority);
  url.searchParams.set("Status", row.status === "Cancelled" ? "NOK" : "OK");
  return url.toString();
}

export async function findSandboxPayment(authority: string) {
  return prisma.sandboxPayment.findUnique({ where: { authority } });
}
