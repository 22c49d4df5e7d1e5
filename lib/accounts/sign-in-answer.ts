import "server-only";
import { signAccessToken } from "@/lib/auth/tokens";
import type { Role } from "@/lib/db/generated/enums";

/** What Login, Register and ResetPassword answer: the bearer token and the role hints the client keeps. */
export async function signInAnswer(user: { id: number; role: Role; tokenVersion: number }, keepMeLogin: boolean) {
  const { token, expiresAt } = await signAccessToken({
    userId: user.id,
    role: user.role,
    tokenVersion: user.tokenVersion,
    keepMeLogin,
  });
  return {
    token,
    role: user.role,
    expiresAt,
    isAffiliate: user.role === "Affiliate",
    isAccountant: user.role === "Accountant",
  };
}
