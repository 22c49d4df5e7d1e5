import "server-only";
// PUT /api/Users/Self: the leader's or affiliate's own profile form.
import { prisma } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { expireSiteOfLeader } from "@/lib/tours/public-tour-cache";
import { PROFILE_MESSAGES } from "./messages";
import { profileEnvelope, profileSelect } from "./profile-view";
import type { ProfileUpdate } from "./schemas";

export async function updateSelfProfile(userId: number, input: ProfileUpdate) {
  const answer = await prisma.$transaction(async (tx) => {
    const [current, city] = await Promise.all([
      tx.user.findUnique({ where: { id: userId }, select: { mobile: true, email: true } }),
      tx.city.findUnique({ where: { id: input.cityId }, select: { id: true } }),
    ]);
    if (!current) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    // The login mobile only changes through an OTP to the new number, never by typing it here.
    if (input.username !== current.mobile) throw badRequest(PROFILE_MESSAGES.mobileChange, "mobile_change");
    if (!city) throw badRequest(PROFILE_MESSAGES.unknownCity, "unknown_city");

    const emailChanged = input.email !== undefined && input.email !== current.email;
    const row = await tx.user.update({
      where: { id: userId },
      data: {
        firstName: input.firstName,
        lastName: input.lastName,
        nationalId: input.nationalId,
        brand: input.brand,
        phone: input.phone,
        instagram: input.instagram,
        address: input.address,
        cityId: input.cityId,
        email: input.email,
        shebaNumber: input.shebaNumber,
        cartNumber: input.cartNumber,
        telegram: input.telegram,
        profileAbout: input.profileAbout,
        profileRule: input.profileRule,
        // A verified address stays verified only while it is the same address.
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      },
      select: profileSelect,
    });
    return profileEnvelope(row);
  });
  // The brand, about, contacts and social links show on the leader's sale website and tour pages.
  expireSiteOfLeader(userId);
  return answer;
}
