import "server-only";
// Who is calling: from `Authorization: Bearer <token>` (API clients) or from the next-auth session
// cookie (browser pages), with an operator's impersonation cookie taking precedence over the session.
import { prisma } from "@/lib/db/client";
import type { Role } from "@/lib/db/generated/enums";
import { SESSION_COOKIES, sessionApiToken } from "./session-token";
import { verifyToken } from "./tokens";

export { SESSION_COOKIES, sessionApiToken };

export interface Caller {
  userId: number;
  role: Role;
  /** False until an operator confirms the account: such a leader or affiliate may only complete the profile. */
  canLogin: boolean;
  impersonatedBy?: number;
}

export const IMPERSONATION_COOKIE = "hamsafar.impersonation";

export class InvalidCredentials extends Error {}

async function callerFromToken(token: string): Promise<Caller | null> {
  const claims = await verifyToken(token);
  if (!claims) return null;
  const ids = claims.impersonatedBy ? [claims.userId, claims.impersonatedBy] : [claims.userId];
  const users = await prisma.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, role: true, tokenVersion: true, isConfirmed: true, deletedAt: true, disabledAt: true },
  });
  const user = users.find((u) => u.id === claims.userId);
  if (!user || user.role !== claims.role || user.tokenVersion !== claims.tokenVersion) return null;
  if (user.deletedAt || user.disabledAt) return null;
  if (claims.impersonatedBy && users.find((u) => u.id === claims.impersonatedBy)?.role !== "Operator") return null;
  return {
    userId: user.id,
    role: user.role,
    canLogin: user.role === "Operator" || user.role === "Accountant" || user.isConfirmed,
    impersonatedBy: claims.impersonatedBy,
  };
}

/**
 * Resolves the caller. A present but invalid bearer token is an error (InvalidCredentials), not
 * an anonymous call, so that an expired token gets 401 instead of a quietly different answer.
 */
export async function resolveCaller(input: {
  authorization: string | null;
  cookie: (name: string) => string | undefined;
}): Promise<Caller | null> {
  const bearer = input.authorization?.match(/^Bearer\s+(.+)$/i)?.[1]?.trim();
  if (input.authorization) {
    if (!bearer) throw new InvalidCredentials();
    const caller = await callerFromToken(bearer);
    if (!caller) throw new InvalidCredentials();
    return caller;
  }
  const apiToken = await sessionApiToken(input.cookie);
  if (!apiToken) return null;
  const caller = await callerFromToken(apiToken);
  if (!caller) return null;
  const impersonation = input.cookie(IMPERSONATION_COOKIE);
  if (impersonation && caller.role === "Operator") {
    const target = await callerFromToken(impersonation);
    if (target && target.impersonatedBy === caller.userId) return target;
  }
  return caller;
}
