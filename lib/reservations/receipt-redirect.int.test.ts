// The payment return's way to the final receipt keeps an affiliate's sale attributed: the receipt's
// "back to the tour" link after a failed payment needs the seller, which only the reservation knows.
import { describe, expect, it } from "vitest";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/test-support";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { createSellingTour, passenger, reserve, sessionInput } from "./testing/fixtures";

async function returnFromGateway(billId: string, action: "pay" | "cancel") {
  const { authority } = await startSandboxPayment(billId);
  const back = await api("GET", await actOnSandbox(authority, action));
  const receipt = await api("GET", back.headers.get("location")!);
  expect(receipt.status).toBe(303);
  return new URL(receipt.headers.get("location")!);
}

describe("receipt redirect", () => {
  it("carries the seller of an affiliate's sale to the final receipt, paid or not", async () => {
    const seller = await createUser({ role: "Affiliate" });
    const { tour, session } = await createSellingTour({
      collabs: [seller.user.id],
      affiliatesCanSellThisTour: true,
      shareFromSalesToAffiliates: 10,
      shareIsInPercent: true,
      tourDiscounts: [],
      sessions: [sessionInput(15, { vehicles: [] })],
    });
    const failed = await reserve(tour.id, session.id, { sellerId: seller.user.id, passengers: [passenger()] });
    const failedUrl = await returnFromGateway(failed.body.billId, "cancel");
    expect(failedUrl.pathname).toBe(`/${tour.leaderId}/tour/${tour.id}/reserve/finalReceipt`);
    expect(Object.fromEntries(failedUrl.searchParams)).toMatchObject({ status: "failed", sellerId: String(seller.user.id) });

    const paid = await reserve(tour.id, session.id, { sellerId: seller.user.id, passengers: [passenger()] });
    expect((await returnFromGateway(paid.body.billId, "pay")).searchParams.get("sellerId")).toBe(String(seller.user.id));

    const direct = await reserve(tour.id, session.id, { passengers: [passenger()] });
    const directUrl = await returnFromGateway(direct.body.billId, "cancel");
    expect(directUrl.searchParams.get("status")).toBe("failed");
    expect(directUrl.searchParams.has("sellerId")).toBe(false);
  });
});
