// Signed bearer tokens (HS256 via jose). An access token names the user, role and token version;
// an impersonation token also names the operator behind it.
import { jwtVerify, SignJWT } from "jose";
import { env } from "@/lib/config/env";
import type { Role } from "@/lib/db/generated/enums";

export const ACCESS_TOKEN_DAYS = { short: 1, keep: 14 } as const;
export const IMPERSONATION_TOKEN_HOURS = 2;

export interface TokenClaims {
  userId: number;
  role: Role;
  tokenVersion: number;
  /** Operator id when this is an impersonation token. */
  impersonatedBy?: number;
  expiresAt: Date;
}

const key = () => new TextEncoder().encode(env.authSecret);
const ISSUER = "hamsafar";

export async function signAccessToken(input: {
  userId: number;
  role: Role;
  tokenVersion: number;
  keepMeLogin: boolean;
}) {
  const days = input.keepMeLogin ? ACCESS_TOKEN_DAYS.keep : ACCESS_TOKEN_DAYS.short;
  const expiresAt = new Date(Date.now() + days * 86_400_000);
  const token = await new SignJWT({ role: input.role, tv: input.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(input.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key());
  return { token, expiresAt };
}

export async function signImpersonationToken(input: {
  userId: number;
  role: Role;
  tokenVersion: number;
  operatorId: number;
}) {
  const expiresAt = new Date(Date.now() + IMPERSONATION_TOKEN_HOURS * 3_600_000);
  const token = await new SignJWT({ role: input.role, tv: input.tokenVersion, imp: input.operatorId })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(input.userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key());
  return { token, expiresAt };
}

/** The claims of a valid token, or null for an expired, forged or malformed one. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ["HS256"] });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.role !== "string" || typeof payload.exp !== "number") return null;
    return {
      userId,
      role: payload.role as Role,
      tokenVersion: Number(payload.tv ?? 0),
      impersonatedBy: typeof payload.imp === "number" ? payload.imp : undefined,
      expiresAt: new Date(payload.exp * 1000),
    };
  } catch {
    return null;
  }
}
