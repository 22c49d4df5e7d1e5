import "server-only";
// PUT /api/refunds/{refundId}/auto-refund and …/auto-refund/status (operator, accountant): the
// refund goes back to the card that paid, through the gateway that took the payment. The refund
// row is claimed first with a conditional update (autoRefundStatus → Requesting), so concurrent
// clicks ask the gateway once; the gateway is asked outside any transaction; its answer is then
// written. Done (now or at a later status query) completes the refund like the manual form, with
// the gateway's refund id as the reference. A gateway without refunds (ZarinPal here) or a ticket
// not paid through a gateway answers a Persian 422 telling to use the manual form.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { badGateway, conflict, notFound, unprocessable } from "@/lib/http/errors";
import { gatewayNamed } from "@/lib/payments/gateways/select-gateway";
import type { GatewayRefundResult, PaymentGateway } from "@/lib/payments/gateways/types";
import { completeRefund } from "./complete-refund";
import { getRefundRow } from "./get-refund-row";
import { lockRefund } from "./lock-refund";
import { REFUND_OFFICE_MESSAGES as M } from "./messages";

async function gatewayPaymentOf(refundId: number) {
  const refund = await prisma.refund.findFirst({
    where: { id: refundId, deletedAt: null },
    include: { reservation: { select: { billId: true } } },
  });
  if (!refund) throw notFound(M.notFound, "refund_not_found");
  const payment = refund.reservation.billId
    ? await prisma.payment.findFirst({
        where: {
          billId: refund.reservation.billId,
          method: "Online",
          status: "Verified",
          authority: { not: null },
          gateway: { not: null },
        },
      })
    : null;
  return { refund, payment };
}

function refundingGateway(name: string): Required<Pick<PaymentGateway, "refund" | "refundStatus">> {
  const gateway = gatewayNamed(name);
  if (!gateway.refund || !gateway.refundStatus) throw unprocessable(M.autoNotSupported, "auto_refund_not_supported");
  return { refund: gateway.refund.bind(gateway), refundStatus: gateway.refundStatus.bind(gateway) };
}

async function finish(caller: Caller, refundId: number, result: GatewayRefundResult) {
  if (result.status === "Done") {
    await prisma.$transaction(async (tx) => {
      const refund = await lockRefund(tx, refundId);
      await tx.refund.update({ where: { id: refundId }, data: { autoRefundStatus: "Done" } });
      await completeRefund(tx, refund, caller.userId, { refNum: result.refundId, note: M.autoNote });
    });
  } else {
    await prisma.refund.update({
      where: { id: refundId },
      data: { autoRefundStatus: result.status, ...(result.refundId ? { autoRefundId: result.refundId } : {}) },
    });
  }
}

export async function startAutoRefund(caller: Caller, refundId: number) {
  const { refund, payment } = await gatewayPaymentOf(refundId);
  if (refund.state === "ProcessedByOperator" || refund.state === "ProcessedByTourLeader")
    throw conflict(M.alreadyProcessed, "refund_already_processed");
  if (refund.state === "TourLeaderPending") throw unprocessable(M.assignedToLeader, "refund_assigned_to_leader");
  if (refund.returnedAmount <= 0n) throw unprocessable(M.nothingToPay, "refund_nothing_to_pay");
  if (!payment) throw unprocessable(M.autoNotOnline, "auto_refund_not_online");
  const gateway = refundingGateway(payment.gateway!);

  const claimed = await prisma.refund.updateMany({
    where: {
      id: refundId,
      deletedAt: null,
      state: "OperatorPending",
      OR: [{ autoRefundStatus: null }, { autoRefundStatus: "Failed" }],
    },
    data: { autoRefundStatus: "Requesting", autoRefundGateway: payment.gateway },
  });
  if (claimed.count === 0) throw conflict(M.autoInProgress, "auto_refund_in_progress");

  let result: GatewayRefundResult;
  try {
    result = await gateway.refund({
      authority: payment.authority!,
      amount: refund.returnedAmount,
      description: `استرداد ${refundId}`,
    });
  } catch (error) {
    await prisma.refund.update({ where: { id: refundId }, data: { autoRefundStatus: "Failed" } });
    console.error("[refunds] gateway refund failed", refundId, error);
    throw badGateway(M.autoGatewayUnavailable, "gateway_unavailable");
  }
  await finish(caller, refundId, result);
  if (result.status === "Failed") throw unprocessable(M.autoFailed(result.message), "auto_refund_failed");
  const message =
    result.status === "Done"
      ? "استرداد خودکار انجام شد."
      : "درخواست استرداد خودکار در بانک ثبت شد؛ وضعیت آن را استعلام کنید.";
  return { ...(await getRefundRow(refundId)), message };
}

export async function checkAutoRefundStatus(caller: Caller, refundId: number) {
  const { refund } = await gatewayPaymentOf(refundId);
  if (!refund.autoRefundId || !refund.autoRefundGateway)
    throw unprocessable(M.autoNotStarted, "auto_refund_not_started");
  if (refund.autoRefundStatus === "InProgress") {
    const gateway = refundingGateway(refund.autoRefundGateway);
    let result: GatewayRefundResult;
    try {
      result = await gateway.refundStatus(refund.autoRefundId);
    } catch (error) {
      console.error("[refunds] gateway refund status failed", refundId, error);
      throw badGateway(M.autoGatewayUnavailable, "gateway_unavailable");
    }
    // Only the first to see Done completes it; a concurrent query finds it no longer InProgress.
    const still = await prisma.refund.updateMany({
      where: { id: refundId, autoRefundStatus: "InProgress" },
      data: { autoRefundStatus: "Checking" },
    });
    if (still.count === 1) {
      if (result.status === "InProgress")
        await prisma.refund.update({ where: { id: refundId }, data: { autoRefundStatus: "InProgress" } });
      else await finish(caller, refundId, result);
    }
  }
  const row = await getRefundRow(refundId);
  return { ...row, bankStatus: row.autoRefundStatus };
}
