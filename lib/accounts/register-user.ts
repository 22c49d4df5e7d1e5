import "server-only";
import { prisma } from "@/lib/db/client";
import { badRequest } from "@/lib/http/errors";
import { ACCOUNT_MESSAGES as M } from "./messages";
import { hashPassword } from "./password";
import { assertStrongPassword } from "./password-strength";
import { signInAnswer } from "./sign-in-answer";
import { checkOtp, consumeOtp } from "./verify-otp";

export interface RegisterInput {
  mobile: string;
  code: string;
  firstName: string;
  lastName: string;
  password: string;
  role: "Leader" | "Affiliate";
}

/**
 * Creates a leader or affiliate (unconfirmed: it can complete its profile but not sell until an
 * operator confirms it) and signs it in. An already registered mobile gets the wrong-code error,
 * so that registration does not reveal which mobiles have accounts.
 */
export async function registerUser(input: RegisterInput) {
  const otpId = await checkOtp({ mobile: input.mobile, purpose: "Register", code: input.code });
  if (await prisma.user.count({ where: { mobile: input.mobile } })) throw badRequest(M.invalidOtp, "invalid_otp");
  assertStrongPassword(input.password, { mobile: input.mobile, firstName: input.firstName, lastName: input.lastName });
  const passwordHash = await hashPassword(input.password);
  let user;
  try {
    user = await prisma.$transaction(async (tx) => {
      await consumeOtp(tx, otpId);
      return tx.user.create({
        data: {
          mobile: input.mobile,
          passwordHash,
          role: input.role,
          firstName: input.firstName,
          lastName: input.lastName,
          isConfirmed: false,
        },
        select: { id: true, role: true, tokenVersion: true },
      });
    });
  } catch (error) {
    // The same mobile registered by a concurrent request.
    if ((error as { code?: string }).code === "P2002") throw badRequest(M.invalidOtp, "invalid_otp");
    throw error;
  }
  return signInAnswer(user, false);
}
