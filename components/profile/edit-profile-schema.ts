// The profile edit form (spec doc 1 §5): the API's own body rules (lib/profile/schemas.ts, built on
// lib/validation/fields.ts) plus the province, which only narrows the city list.
import { profileUpdateSchema } from "@/lib/profile/schemas";
import { z } from "@/lib/validation/z";
import type { Profile } from "@/components/dashboard/profile";
import { CARD_MAX_LENGTH, groupDigits, SHEBA_MAX_LENGTH } from "./digit-groups";

export const editProfileSchema = profileUpdateSchema
  .pick({
    firstName: true,
    lastName: true,
    username: true,
    nationalId: true,
    brand: true,
    phone: true,
    instagram: true,
    address: true,
    cityId: true,
    email: true,
    shebaNumber: true,
    cartNumber: true,
    telegram: true,
  })
  .extend({ provinceId: z.number().int().positive() });

export type EditProfileInput = z.input<typeof editProfileSchema>;
export type EditProfileOutput = z.output<typeof editProfileSchema>;

export function formDefaults(profile: Profile): EditProfileInput {
  return {
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    username: profile.username,
    nationalId: profile.nationalId ?? "",
    brand: profile.brand ?? "",
    phone: profile.phone ?? "",
    instagram: profile.instagram ?? "",
    address: profile.address ?? "",
    cityId: profile.cityId ?? (undefined as unknown as number),
    provinceId: profile.provinceId ?? (undefined as unknown as number),
    email: profile.email ?? "",
    shebaNumber: groupDigits((profile.shebaNumber ?? "").replace(/^IR/i, ""), SHEBA_MAX_LENGTH),
    cartNumber: groupDigits(profile.cartNumber ?? "", CARD_MAX_LENGTH),
    telegram: profile.telegram ?? "",
  };
}

/** The PUT /api/Users/Self body: cityId as a number, sellDescription null, no province. */
export function updateBody(values: EditProfileOutput) {
  const { provinceId: _province, ...fields } = values;
  void _province;
  return { ...fields, cityId: Number(fields.cityId), sellDescription: null };
}
