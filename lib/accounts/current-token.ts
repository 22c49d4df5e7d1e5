import "server-only";
import { decodeJwt } from "jose";
import type { NextRequest } from "next/server";
import { sessionApiToken } from "@/lib/auth/caller";
import { ACCESS_TOKEN_DAYS } from "@/lib/auth/tokens";

/**
 * Whether the token of this (already authenticated) request was issued with keep-me-logged-in, so
 * that a replacement token keeps the lifetime the user chose.
 */
export async function wasKeptLoggedIn(req: NextRequest): Promise<boolean> {
  const bearer = req.headers
    .get("authorization")
    ?.match(/^Bearer\s+(.+)$/i)?.[1]
    ?.trim();
  const token = bearer ?? (await sessionApiToken((name) => req.cookies.get(name)?.value));
  if (!token) return false;
  try {
    const { iat, exp } = decodeJwt(token);
    return typeof iat === "number" && typeof exp === "number" && exp - iat > ACCESS_TOKEN_DAYS.short * 86_400;
  } catch {
    return false;
  }
}
