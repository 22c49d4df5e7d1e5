import "server-only";
// Proof that the person acting holds a mobile: signed in as that mobile's account, signed in to /my
// as that mobile (a traveller session, lib/traveller/session.ts, itself made with an SMS code), or
// the newest SMS code of the purpose sent to it. What a ticket's management needs (cancelling, naming a
// refund card): the mobile and tracking id printed on a ticket only show it.
import { prisma } from "@/lib/db/client";
import type { OtpPurpose } from "@/lib/db/generated/enums";
import { checkOtp } from "./verify-otp";

/**
 * Answers `{ codeId }`: the code's id, to be consumed (consumeOtp) in the caller's transaction, or
 * null when the caller is signed in as the mobile (an account or a traveller session); null (no proof at all) when neither was given,
 * for the caller to refuse in its own words. A wrong, used or expired code: 400 invalid_otp, and the
 * try is counted against the code (five per code).
 */
export async function proveMobile(input: {
  mobile: string;
  code?: string | null;
  callerUserId?: number | null;
  /** The mobile of the request's traveller session, if any. */
  travellerMobile?: string | null;
  purpose: OtpPurpose;
}): Promise<{ codeId: number | null } | null> {
  if (input.travellerMobile && input.travellerMobile === input.mobile) return { codeId: null };
  if (input.callerUserId) {
    const user = await prisma.user.findUnique({ where: { id: input.callerUserId }, select: { mobile: true } });
    if (user?.mobile === input.mobile) return { codeId: null };
  }
  if (!input.code) return null;
  return { codeId: await checkOtp({ mobile: input.mobile, purpose: input.purpose, code: input.code }) };
}
