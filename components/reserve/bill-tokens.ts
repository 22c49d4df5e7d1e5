// The payment tokens of the bills this browser opened, until each bill's hold runs out: the proof that
// lets the buyer release an unpaid booking (POST /api/tour/reservation/release/{billId}) after a failed
// step to the gateway, a reload or a closed tab, without a texted code. In localStorage, unlike the
// draft: the case it is for is the tab that was closed. The token opens only what the bill's own
// buyer may do (pay it, report a card-to-card transfer, release it) and is dropped with the hold.
const KEY = "hamsafar:bill-tokens";

type Tokens = Record<string, { token: string; expiresAt: number }>;

function read(now: number): Tokens {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? "{}") as Tokens;
    return Object.fromEntries(
      Object.entries(parsed).filter(([, v]) => typeof v?.token === "string" && v.expiresAt > now),
    );
  } catch {
    return {};
  }
}

export function rememberBillToken(billId: string, token: string, expiresAt: string | Date, now = Date.now()) {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ ...read(now), [billId]: { token, expiresAt: new Date(expiresAt).getTime() } }),
    );
  } catch {
    // Storage refused (private mode): releasing then asks for a texted code.
  }
}

export function billTokenOf(billId: string, now = Date.now()): string | null {
  return read(now)[billId]?.token ?? null;
}
