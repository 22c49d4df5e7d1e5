"use server";
// The impersonation token lives in a session cookie (no expiry, path /, SameSite=Lax) that the API
// wrapper and the page guard read (lib/auth/caller.ts). Written here, on the server, so it can be
// httpOnly: page scripts never hold a token that speaks for another user.
import { cookies } from "next/headers";
import { IMPERSONATION_COOKIE, resolveCaller } from "./caller";
import { verifyToken } from "./tokens";

/** Keeps a token from GET /api/Users/Impersonate/{userId}, only if it was issued to the signed-in operator. */
export async function keepImpersonationToken(token: string): Promise<boolean> {
  const store = await cookies();
  // The operator's own identity, whatever impersonation cookie the browser still carries.
  const operator = await resolveCaller({
    authorization: null,
    cookie: (name) => (name === IMPERSONATION_COOKIE ? undefined : store.get(name)?.value),
  }).catch(() => null);
  const claims = await verifyToken(token);
  if (operator?.role !== "Operator" || claims?.impersonatedBy !== operator.userId) return false;
  store.set(IMPERSONATION_COOKIE, token, { path: "/", sameSite: "lax", httpOnly: true });
  return true;
}

/** Ends an impersonation: only this cookie goes, the operator's own session stays. */
export async function endImpersonation(): Promise<void> {
  (await cookies()).delete({ name: IMPERSONATION_COOKIE, path: "/" });
}
