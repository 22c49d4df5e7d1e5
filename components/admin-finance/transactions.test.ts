import { describe, expect, it } from "vitest";
import { paymentRowState, paymentStatusLabel, paymentStatusTone } from "./labels";
import { rowActions } from "./row-actions";
import {
  dayEndInstant,
  dayStartInstant,
  searchPaymentsQuery,
  TRANSACTIONS_PAGE_SIZE,
  type TransactionParams,
} from "./transaction-params";

const base: TransactionParams = { tab: "c2c", page: 1, term: "", status: null, from: null, to: null };

describe("searchPaymentsQuery", () => {
  it("asks for the tab's method, 9 a page, without empty filters", () => {
    expect(searchPaymentsQuery(base)).toEqual({
      "Resource.Term": undefined,
      PaymentType: "C2C",
      Status: undefined,
      From: undefined,
      To: undefined,
      Page: 1,
      PageSize: 9,
    });
    expect(TRANSACTIONS_PAGE_SIZE).toBe(9);
    expect(searchPaymentsQuery({ ...base, tab: "online" }).PaymentType).toBe("Online");
    expect(searchPaymentsQuery({ ...base, tab: "credit" }).PaymentType).toBe("Credit");
  });

  it("sends the trimmed term and a status of the tab's method only", () => {
    expect(searchPaymentsQuery({ ...base, term: "  09121234567 " })["Resource.Term"]).toBe("09121234567");
    expect(searchPaymentsQuery({ ...base, status: "PendingConfirmation" }).Status).toBe("PendingConfirmation");
    // Verified is an online status: on the card-to-card tab it is dropped, not sent.
    expect(searchPaymentsQuery({ ...base, status: "Verified" }).Status).toBeUndefined();
    expect(searchPaymentsQuery({ ...base, tab: "online", status: "Verified" }).Status).toBe("Verified");
  });

  it("turns a range of Tehran days into the inclusive instants of their start and end", () => {
    const q = searchPaymentsQuery({ ...base, from: "2025-03-01", to: "2025-03-03" });
    expect(q.From).toBe("2025-02-28T20:30:00.000Z");
    expect(q.To).toBe("2025-03-03T20:29:59.999Z");
    // One picked day is a range of that day.
    const one = searchPaymentsQuery({ ...base, from: "2025-03-01", to: null });
    expect(one.To).toBe("2025-03-01T20:29:59.999Z");
  });

  it("keeps a broken page number from the address at 1", () => {
    expect(searchPaymentsQuery({ ...base, page: 0 }).Page).toBe(1);
    expect(searchPaymentsQuery({ ...base, page: Number.NaN }).Page).toBe(1);
    expect(searchPaymentsQuery({ ...base, page: 4 }).Page).toBe(4);
  });
});

describe("day instants", () => {
  it("follows Tehran's offset (+03:30) whatever the machine's zone", () => {
    expect(dayStartInstant("2024-06-10")).toBe("2024-06-09T20:30:00.000Z");
    expect(dayEndInstant("2024-06-10")).toBe("2024-06-10T20:29:59.999Z");
    // Across the end of a Gregorian year.
    expect(dayEndInstant("2024-12-31")).toBe("2024-12-31T20:29:59.999Z");
  });
});

describe("rowActions", () => {
  it("offers confirm and reject only for a card-to-card transfer awaiting confirmation", () => {
    expect(rowActions({ paymentType: "C2C", status: "PendingConfirmation", authority: null })).toEqual({
      decide: true,
      complete: false,
    });
    for (const status of ["AwaitingRefCode", "Confirmed", "Rejected", "Cancelled"]) {
      expect(rowActions({ paymentType: "C2C", status, authority: null }).decide).toBe(false);
    }
  });

  it("offers completion only for an online payment sent to a gateway and not verified", () => {
    expect(rowActions({ paymentType: "Online", status: "Pending", authority: "S1" })).toEqual({
      decide: false,
      complete: true,
    });
    expect(rowActions({ paymentType: "Online", status: "Failed", authority: "S1" }).complete).toBe(true);
    expect(rowActions({ paymentType: "Online", status: "Pending", authority: null }).complete).toBe(false);
    expect(rowActions({ paymentType: "Online", status: "Verified", authority: "S1" }).complete).toBe(false);
    expect(rowActions({ paymentType: "Credit", status: "Pending", authority: null })).toEqual({
      decide: false,
      complete: false,
    });
  });
});

describe("labels", () => {
  it("words statuses in Persian, per method where they differ", () => {
    expect(paymentStatusLabel("C2C", "PendingConfirmation")).toBe("در انتظار تایید");
    expect(paymentStatusLabel("C2C", "Confirmed")).toBe("تایید شده");
    expect(paymentStatusLabel("C2C", "Rejected")).toBe("رد شده");
    expect(paymentStatusLabel("Online", "Pending")).toBe("در انتظار پرداخت");
    expect(paymentStatusLabel("Credit", "Pending")).toBe("در انتظار برداشت از اعتبار");
    expect(paymentStatusTone("Confirmed")).toBe("success");
    expect(paymentStatusTone("Rejected")).toBe("failure");
    expect(paymentStatusTone("PendingConfirmation")).toBe("waiting");
  });

  it("says a transfer taken for a closed booking is owed back, not «تایید شده» like a sale", () => {
    const closed = { paymentType: "C2C" as const, status: "Confirmed", billStatus: "Cancelled" };
    expect(paymentRowState(closed)).toEqual({ label: "بدون بلیت؛ استرداد به خریدار", tone: "waiting" });
    expect(paymentRowState({ ...closed, paymentType: "Online", status: "Verified", billStatus: "Expired" }).label).toBe(
      "بدون بلیت؛ استرداد به خریدار",
    );
    expect(paymentRowState({ ...closed, billStatus: "Paid" })).toEqual({ label: "تایید شده", tone: "success" });
    expect(paymentRowState({ ...closed, status: "Rejected" })).toEqual({ label: "رد شده", tone: "failure" });
  });
});
