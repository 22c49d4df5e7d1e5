// The payment return's way to the final receipt keeps an affiliate's sale attributed: the receipt's
// "back to the tour" link after a failed payment needs the seller, which only the reservation knows.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { RECEIPT_TOKEN_TTL_MS, receiptToken } from "@/lib/payments/receipt-token";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createAffiliateSellingTour, createSellingTour, passenger, reserve, sessionInput } from "./testing/fixtures";

async function returnFromGateway(billId: string, action: "pay" | "cancel") {
  const { authority } = await startSandboxPayment(billId);
  const callback = await actOnSandbox(authority, action);
  const back = await api("GET", callback);
  const receipt = await api("GET", back.headers.get("location")!);
  expect(receipt.status).toBe(303);
  const final = new URL(receipt.headers.get("location")!);
  hops.set(billId, [callback, back.headers.get("location")!, final.toString()]);
  return final;
}
const hops = new Map<string, string[]>();
const ticketByReceipt = (billId: string, receipt: string | null) =>
  api("GET", `/api/tour/reservation/receipt/${billId}/ticket?receipt=${encodeURIComponent(receipt ?? "")}`);

describe("the way from the gateway to the receipt", () => {
  it("never carries the buyer's mobile or tracking id; a short-lived receipt value opens the ticket, a bill id alone does not", async () => {
    const { tour, session } = await createSellingTour({
      tourDiscounts: [],
      sessions: [sessionInput(15, { vehicles: [] })],
    });
    const buyer = passenger();
    const paid = await reserve(tour.id, session.id, { passengers: [buyer] });
    const { billId, trackingId } = paid.body;
    const final = await returnFromGateway(billId, "pay");
    for (const hop of hops.get(billId)!)
      expect(hop).not.toMatch(new RegExp(`${trackingId}|${buyer.mobile}|mobile=|trackingId=`, "i"));
    expect(final.searchParams.get("status")).toBe("paid");
    const receipt = final.searchParams.get("receipt");
    expect(receipt).toMatch(/^\d+\.[\w-]{43}$/);

    const ticket = await ticketByReceipt(billId, receipt);
    expect(ticket.status).toBe(200);
    expect(ticket.body).toMatchObject({ trackingId, buyerMobile: buyer.mobile, status: "ConfirmedPayment" });

    // The bill id alone (from a history or a referrer) opens nothing, nor does the redirect mint a value.
    const bare = await api("GET", `/api/tour/reservation/receipt/${billId}?paymentStatus=paid`);
    expect(new URL(bare.headers.get("location")!).searchParams.has("receipt")).toBe(false);
    for (const wrong of [
      null,
      "123.abc",
      `${receipt!.split(".")[0]}.${"A".repeat(43)}`,
      receiptToken("another-bill", new Date()),
    ]) {
      const answer = await ticketByReceipt(billId, wrong);
      expect(answer.status, String(wrong)).toBe(404);
    }
    // A value forged with a later expiry fails its signature; one past its expiry is refused.
    const [exp, sig] = receipt!.split(".");
    expect((await ticketByReceipt(billId, `${Number(exp) + 3600}.${sig}`)).status).toBe(404);
    expect(
      (await ticketByReceipt(billId, receiptToken(billId, new Date(Date.now() - RECEIPT_TOKEN_TTL_MS - 1000)))).status,
    ).toBe(404);

    // Replaying the gateway's return (its address stays in the history) later mints only an expired value.
    await prisma.bill.update({
      where: { id: billId },
      data: { paidAt: new Date(Date.now() - RECEIPT_TOKEN_TTL_MS - 60_000) },
    });
    const replay = await api("GET", hops.get(billId)![0]);
    const replayed = new URL(replay.headers.get("location")!).searchParams.get("receipt");
    expect((await ticketByReceipt(billId, replayed)).status).toBe(404);
  });
});

describe("receipt redirect", () => {
  it("carries the seller of an affiliate's sale to the final receipt, paid or not", async () => {
    const { tour, session, seller } = await createAffiliateSellingTour();
    const failed = await reserve(tour.id, session.id, { sellerId: seller.user.id, passengers: [passenger()] });
    const failedUrl = await returnFromGateway(failed.body.billId, "cancel");
    expect(failedUrl.pathname).toBe(`/${tour.leaderId}/tour/${tour.id}/reserve/finalReceipt`);
    expect(Object.fromEntries(failedUrl.searchParams)).toMatchObject({
      status: "failed",
      sellerId: String(seller.user.id),
    });

    const paid = await reserve(tour.id, session.id, { sellerId: seller.user.id, passengers: [passenger()] });
    expect((await returnFromGateway(paid.body.billId, "pay")).searchParams.get("sellerId")).toBe(
      String(seller.user.id),
    );

    const direct = await reserve(tour.id, session.id, { passengers: [passenger()] });
    const directUrl = await returnFromGateway(direct.body.billId, "cancel");
    expect(directUrl.searchParams.get("status")).toBe("failed");
    expect(directUrl.searchParams.has("sellerId")).toBe(false);
  });
});
