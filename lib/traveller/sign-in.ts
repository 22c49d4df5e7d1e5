import "server-only";
// /my's sign-in: POST /api/my/code texts a code to the mobile (the buyer's codes' limits and the
// address's budget, lib/accounts/request-otp.ts), POST /api/my/session exchanges it for the session.
// The answer to the first never tells whether the mobile bought anything: a mobile without tickets
// gets its code recorded (sent=false) under the same limits, and no SMS.
import { requestOtp } from "@/lib/accounts/request-otp";
import { checkOtp, consumeOtp } from "@/lib/accounts/verify-otp";
import { prisma } from "@/lib/db/client";
import { createTravellerSession } from "./session";

export async function requestTravellerCode(input: { mobile: string; ip: string }) {
  const bought = (await prisma.reservation.count({ where: { buyerMobile: input.mobile }, take: 1 })) > 0;
  await requestOtp({ mobile: input.mobile, purpose: "TravellerLogin", ip: input.ip, deliver: bought });
}

export async function signInTraveller(input: { mobile: string; otpCode: string }) {
  const codeId = await checkOtp({ mobile: input.mobile, purpose: "TravellerLogin", code: input.otpCode });
  return prisma.$transaction(async (tx) => {
    await consumeOtp(tx, codeId);
    return createTravellerSession(tx, input.mobile);
  });
}
