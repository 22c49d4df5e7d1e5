import "server-only";
// The traveller's session (/my): a mobile proven by an SMS code, not an account. The cookie holds a
// random token; the database keeps only its SHA-256 with the mobile and an expiry, so every instance
// reads the same session and signing out (or the expiry) ends it everywhere. httpOnly, SameSite=Lax,
// host-only (a sale website's host has its own), Secure when the platform is served over https, and
// short: TRAVELLER_SESSION_MINUTES, not renewed. A state-changing call made with it must come from
// this site (lib/http/cross-site.ts), as for the leaders' session cookie.
import { createHash, randomBytes } from "node:crypto";
import type { NextRequest } from "next/server";
import { env } from "@/lib/config/env";
import { prisma, type Db } from "@/lib/db/client";
import { crossSiteRefusal } from "@/lib/http/cross-site";
import { unauthorized } from "@/lib/http/errors";
import { TRAVELLER_MESSAGES as M } from "./messages";

export const TRAVELLER_COOKIE = "hamsafar.traveller";
export const TRAVELLER_SESSION_MINUTES = 60;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

export interface TravellerSession {
  mobile: string;
  expiresAt: Date;
}

export async function createTravellerSession(
  db: Db,
  mobile: string,
  now = new Date(),
): Promise<{ token: string; session: TravellerSession }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + TRAVELLER_SESSION_MINUTES * 60_000);
  await db.travellerSession.create({ data: { tokenHash: hash(token), mobile, expiresAt } });
  // Expired rows of anyone are cleared as new ones come (bounded by the expiry index).
  await db.travellerSession.deleteMany({ where: { expiresAt: { lt: now } } });
  return { token, session: { mobile, expiresAt } };
}

async function readSession(token: string | undefined, now = new Date()): Promise<TravellerSession | null> {
  if (!token || token.length > 100) return null;
  const row = await prisma.travellerSession.findUnique({
    where: { tokenHash: hash(token) },
    select: { mobile: true, expiresAt: true },
  });
  return row && row.expiresAt > now ? row : null;
}

/** The signed-in traveller of a request, or null. A state-changing call from another site counts as signed out. */
export async function travellerOf(req: NextRequest): Promise<TravellerSession | null> {
  const token = req.cookies.get(TRAVELLER_COOKIE)?.value;
  if (!token) return null;
  if (crossSiteRefusal(req)) return null;
  return readSession(token);
}

export async function requireTraveller(req: NextRequest): Promise<TravellerSession> {
  const session = await travellerOf(req);
  if (!session) throw unauthorized(M.signedOut, "traveller_signed_out");
  return session;
}

export async function endTravellerSession(req: NextRequest) {
  const token = req.cookies.get(TRAVELLER_COOKIE)?.value;
  if (token) await prisma.travellerSession.deleteMany({ where: { tokenHash: hash(token) } });
}

const secure = () => env.publicUrl.startsWith("https:");

/** The Set-Cookie value that carries a new session's token (or, with null, clears it). */
export function travellerCookie(token: string | null): string {
  const parts = [`${TRAVELLER_COOKIE}=${token ?? ""}`, "Path=/", "HttpOnly", "SameSite=Lax"];
  if (secure()) parts.push("Secure");
  parts.push(`Max-Age=${token ? TRAVELLER_SESSION_MINUTES * 60 : 0}`);
  return parts.join("; ");
}
