// The API token a next-auth session cookie carries. Apart from caller.ts (which reads the database) so that
// the front door (server/front-door.ts, through signed-in.ts) can check a sign-in without loading Prisma.
import { decode } from "next-auth/jwt";
import { env } from "@/lib/config/env";

export const SESSION_COOKIES = ["__Secure-next-auth.session-token", "next-auth.session-token"];

/** The API token kept inside the next-auth session cookie, if the cookie is valid. */
export async function sessionApiToken(cookie: (name: string) => string | undefined): Promise<string | null> {
  const raw = SESSION_COOKIES.map(cookie).find(Boolean);
  if (!raw) return null;
  try {
    const session = await decode({ token: raw, secret: env.authSecret });
    return typeof session?.apiToken === "string" ? session.apiToken : null;
  } catch {
    return null;
  }
}
