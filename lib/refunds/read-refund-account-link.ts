import "server-only";
// The refund id and token of a /refund-account address when its signature holds and it has not expired, else
// null: the page checks this on the server before it sends the form (components/ticket/refund-account-main.tsx).
import { refundAccountTokenValid } from "./refund-account-link";

export function readRefundAccountLink(
  search: { refund?: string | string[]; token?: string | string[] },
  now = new Date(),
): { refundId: number; token: string } | null {
  const id = Number(typeof search.refund === "string" ? search.refund : "");
  const token = typeof search.token === "string" ? search.token : "";
  if (!Number.isSafeInteger(id) || id <= 0 || !refundAccountTokenValid(id, token, now)) return null;
  return { refundId: id, token };
}
