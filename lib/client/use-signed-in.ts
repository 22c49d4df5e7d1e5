"use client";
// Whether the browser holds a signed-in session, read from next-auth's own session endpoint
// (`{}` when signed out): for public pages that only need to know it (the receipt step offers
// paying from credit), without shipping next-auth's client and its provider.
import { useEffect, useState } from "react";

/** null while unknown, then true or false. */
export function useSignedIn(): boolean | null {
  const [signedIn, setSignedIn] = useState<boolean | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/session", { credentials: "same-origin", signal: controller.signal })
      .then((res) => (res.ok ? (res.json() as Promise<{ user?: unknown } | null>) : null))
      .then(
        (session) => setSignedIn(!!session?.user),
        () => {
          if (!controller.signal.aborted) setSignedIn(false);
        },
      );
    return () => controller.abort();
  }, []);
  return signedIn;
}
