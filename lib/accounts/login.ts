import "server-only";
import { prisma } from "@/lib/db/client";
import { badRequest, unauthorized } from "@/lib/http/errors";
import { addressNeedsCode, assertMobileSlot, claimAddress, recordLoginAttempt } from "./login-guard";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { signInAnswer } from "./sign-in-answer";
import { checkOtp, consumeOtp } from "./verify-otp";

// An unknown mobile is checked against this hash so that it costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

/**
 * Sign-in (lib/accounts/login-guard.ts). From an address with many failures in the window, the try
 * also needs the code of POST /api/Users/LoginToken (texted to the account's mobile), checked before
 * the password: without it nothing is checked (401 login_code_required), so guessing from that
 * address learns nothing, while the owner with the right password and the code signs in.
 */
export async function login(input: {
  mobile: string;
  password: string;
  keepMeLogin: boolean;
  ip: string;
  code?: string;
}) {
  const challenged = addressNeedsCode(await claimAddress(input.ip));
  let codeId: number | null = null;
  if (challenged) {
    if (!input.code) throw unauthorized(M.loginCodeRequired, "login_code_required");
    codeId = await checkOtp({ mobile: input.mobile, purpose: "Login", code: input.code });
  }
  await assertMobileSlot(input.mobile, input.ip);
  const user = await prisma.user.findUnique({
    where: { mobile: input.mobile },
    select: { id: true, role: true, tokenVersion: true, passwordHash: true, deletedAt: true, disabledAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  await recordLoginAttempt({ mobile: input.mobile, success: Boolean(user && valid), ip: input.ip, claimed: true });
  if (!user || !valid) throw badRequest(M.invalidCredentials, "invalid_credentials");
  // A deleted or disabled account answers like a wrong password: it no longer signs in.
  if (user.deletedAt || user.disabledAt) throw badRequest(M.invalidCredentials, "invalid_credentials");
  if (codeId !== null) await consumeOtp(prisma, codeId);
  return signInAnswer(user, input.keepMeLogin);
}
