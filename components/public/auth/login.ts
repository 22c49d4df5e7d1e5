// After Login, Register or ResetPassword answer with a token: open the next-auth session with it,
// remember the user type, and go to the role's landing page (or a safe callbackUrl: a path of this
// site, or an active sale website the login page's server allowed).
import { signIn } from "next-auth/react";
import { landingPath } from "@/lib/auth/landing";
import type { Role } from "@/lib/db/generated/enums";
import { safeCallbackPath } from "./callback-path";
import { saveRoleHint, type UserType } from "@/lib/client/role-hint";

export interface TokenAnswer {
  token: string;
  role: Role;
  expiresAt?: string;
  isAffiliate?: boolean;
  isAccountant?: boolean;
}

// The shortest token lifetime, for an answer without expiresAt (lib/auth/tokens.ts is server code).
const ONE_DAY_MS = 86_400_000;

export const LOGIN_FAILED = "ورود ناموفق بود، دوباره تلاش کنید.";

export function userTypeOf(answer: Pick<TokenAnswer, "role" | "isAffiliate" | "isAccountant">): UserType | null {
  if (answer.isAffiliate || answer.role === "Affiliate") return "affiliate";
  if (answer.isAccountant || answer.role === "Accountant") return "accountant";
  return null;
}

export interface CompleteLoginDeps {
  signIn: (token: string) => Promise<{ ok: boolean; error?: string | null } | undefined>;
  /** Goes to a path of this site or, for a sale website's address, to that absolute URL. */
  navigate: (target: string) => void;
  saveUserType?: (userType: UserType | null, expiresAt: Date) => void;
}

const nextAuthSignIn: CompleteLoginDeps["signIn"] = (token) => signIn("credentials", { token, redirect: false });

/** Returns the path it navigated to; throws Error(LOGIN_FAILED) when next-auth refuses the token. */
export async function completeLogin(
  answer: TokenAnswer,
  deps: Pick<CompleteLoginDeps, "navigate"> & Partial<CompleteLoginDeps>,
  callbackUrl?: string | null,
  allowedOrigins: readonly string[] = [],
): Promise<string> {
  const result = await (deps.signIn ?? nextAuthSignIn)(answer.token);
  if (!result?.ok || result.error) throw new Error(LOGIN_FAILED);
  const expiresAt = answer.expiresAt ? new Date(answer.expiresAt) : new Date(Date.now() + ONE_DAY_MS);
  (deps.saveUserType ?? saveRoleHint)(userTypeOf(answer), expiresAt);
  const destination = safeCallbackPath(callbackUrl, allowedOrigins) ?? landingPath(answer.role);
  deps.navigate(destination);
  return destination;
}
