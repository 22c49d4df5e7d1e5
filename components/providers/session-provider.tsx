"use client";
// The next-auth session in the browser (useSession): the panels, the auth pages and the reserve
// steps (the receipt offers credit to a signed-in buyer). Elsewhere it is left out: it fetches
// /api/auth/session on every page load.
import { SessionProvider } from "next-auth/react";

export function AuthSession({ children }: { children: React.ReactNode }) {
  return <SessionProvider refetchOnWindowFocus={false}>{children}</SessionProvider>;
}
