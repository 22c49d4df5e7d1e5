import "server-only";
import { prisma } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { assertLoginAllowed, recordLoginAttempt } from "./login-guard";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { hashPassword, verifyPassword } from "./password";
import { signInAnswer } from "./sign-in-answer";

// An unknown mobile is checked against this hash so that it costs the same time as a wrong password.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

export async function login(input: { mobile: string; password: string; keepMeLogin: boolean; ip: string | null }) {
  await assertLoginAllowed(input.mobile, input.ip);
  const user = await prisma.user.findUnique({
    where: { mobile: input.mobile },
    select: { id: true, role: true, tokenVersion: true, passwordHash: true, deletedAt: true, disabledAt: true },
  });
  const valid = await verifyPassword(user?.passwordHash ?? (await decoy()), input.password);
  await recordLoginAttempt({ mobile: input.mobile, success: Boolean(user && valid), ip: input.ip, claimed: true });
  if (!user || !valid) throw badRequest(M.invalidCredentials, "invalid_credentials");
  // A deleted or disabled account answers like a wrong password: it no longer signs in.
  if (user.deletedAt || user.disabledAt) throw badRequest(M.invalidCredentials, "invalid_credentials");
  return signInAnswer(user, input.keepMeLogin);
}
