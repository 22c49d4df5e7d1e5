"use client";
// The buyer's own browser keeps what opens a ticket it just paid for (credit, card-to-card), so the
// final receipt's address carries only the bill and the outcome: a mobile and a tracking id in an
// address end up in histories, proxies and referrers. Per tab (sessionStorage), gone when it closes.
import { useSyncExternalStore } from "react";

const key = (billId: string) => `hamsafar.receipt:${billId}`;

export interface RememberedReceipt {
  trackingId: string;
  mobile: string;
}

export function rememberReceipt(billId: string, receipt: RememberedReceipt) {
  try {
    sessionStorage.setItem(key(billId), JSON.stringify(receipt));
  } catch {
    // Storage refused (private mode): the page then points to the tracking page.
  }
}

const noSubscription = () => () => {};

/** What this tab remembers for the bill; null on the server and while hydrating (then read). */
export function useRememberedReceipt(billId: string | null): RememberedReceipt | null {
  const raw = useSyncExternalStore(
    noSubscription,
    () => (billId ? readStorage(key(billId)) : null),
    () => null,
  );
  return parse(raw);
}

function readStorage(name: string) {
  try {
    return sessionStorage.getItem(name);
  } catch {
    return null;
  }
}

function parse(raw: string | null): RememberedReceipt | null {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<RememberedReceipt> | null;
    return typeof value?.trackingId === "string" && typeof value.mobile === "string"
      ? { trackingId: value.trackingId, mobile: value.mobile }
      : null;
  } catch {
    return null;
  }
}
