// Contracts of the profile calls (spec 1 §7 "Profile" and "Identity photos").
import type { Contract } from "@/lib/http/contract";
import { MAX_IMAGE_BYTES } from "@/lib/images/limits";
import { z } from "@/lib/validation/z";
import { PHOTO_SLOTS, type PhotoSlotName } from "./photo-slots";
import { profileEnvelopeSchema, profileUpdateSchema } from "./schemas";
import { idSchema } from "@/lib/validation/fields";

const TAGS = ["Profile"];

export const getSelfContract = {
  method: "GET",
  path: "/api/Users/Self",
  summary: "پروفایل کاربر جاری (leaderProfile، affiliateProfile یا operatorProfile)",
  tags: TAGS,
  access: ["Leader", "Affiliate", "Operator", "Accountant"],
  allowUnconfirmed: true,
  response: profileEnvelopeSchema,
  errors: [],
} satisfies Contract;

export const updateSelfContract = {
  method: "PUT",
  path: "/api/Users/Self",
  summary: "ویرایش پروفایل",
  tags: TAGS,
  access: ["Leader", "Affiliate"],
  allowUnconfirmed: true,
  body: profileUpdateSchema,
  response: profileEnvelopeSchema,
  errors: ["mobile_change", "unknown_city"],
} satisfies Contract;

/**
 * Whose photo: a user id from a form field or the query; blank means "not given". Optional for every
 * caller: without it (or with their own id) the call acts on the caller's account, the path's "Self"
 * (lib/profile/photo-target.ts); an operator names the leader or affiliate he acts for.
 */
const userIdField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  idSchema
    .describe(
      "Whose photo. Left out, or the caller's own id: the caller's account. A leader or affiliate may name only themselves (another id: 404); an operator names any leader or affiliate (another user: 404)",
    )
    .optional(),
);

// The multipart body may carry some form overhead beyond the image's own 5 MB; the image limit
// itself is enforced (413) when the image is read.
const MULTIPART_BYTES = MAX_IMAGE_BYTES + 512 * 1024;

const PHOTO_ACCESS = ["Leader", "Affiliate", "Operator"] as const;

type IdentitySlot = Exclude<PhotoSlotName, "Photo">;

/** POST /api/Users/Self/{national-photo|personal-photo|tour-guide-photo|tour-license-photo}, multipart Photo + LeaderId. */
export function uploadIdentityPhotoContract<S extends IdentitySlot>(slot: S) {
  return {
    method: "POST",
    path: `/api/Users/Self/${slot}` as `/api/Users/Self/${S}`,
    summary: `بارگذاری ${PHOTO_SLOTS[slot].summary} (JPEG، PNG یا WebP تا ۵ مگابایت)`,
    tags: TAGS,
    access: PHOTO_ACCESS,
    allowUnconfirmed: true,
    multipart: true,
    maxBodyBytes: MULTIPART_BYTES,
    body: z.object({ Photo: z.file(), LeaderId: userIdField }),
    response: profileEnvelopeSchema,
    errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
  } satisfies Contract;
}

/** DELETE /api/Users/Self/{slot}?id= */
export function deleteIdentityPhotoContract<S extends IdentitySlot>(slot: S) {
  return {
    method: "DELETE",
    path: `/api/Users/Self/${slot}` as `/api/Users/Self/${S}`,
    summary: `حذف ${PHOTO_SLOTS[slot].summary}`,
    tags: TAGS,
    access: PHOTO_ACCESS,
    allowUnconfirmed: true,
    query: z.object({ id: userIdField }),
    response: profileEnvelopeSchema,
    // No image is read; an unknown target is the wrapper's 404.
    errors: [],
  } satisfies Contract;
}

export const uploadProfilePhotoContract = {
  method: "PUT",
  path: "/api/Users/Self/Photo",
  summary: "بارگذاری عکس پروفایل (JPEG، PNG یا WebP تا ۵ مگابایت)",
  tags: TAGS,
  access: PHOTO_ACCESS,
  allowUnconfirmed: true,
  multipart: true,
  maxBodyBytes: MULTIPART_BYTES,
  body: z.object({ Photo: z.file(), UserId: userIdField }),
  response: profileEnvelopeSchema,
  errors: ["image_empty", "image_too_large", "image_too_many_pixels", "image_unsupported"],
} satisfies Contract;

export const deleteProfilePhotoContract = {
  method: "DELETE",
  path: "/api/Users/Self/Photo",
  summary: "حذف عکس پروفایل",
  tags: TAGS,
  access: PHOTO_ACCESS,
  allowUnconfirmed: true,
  query: z.object({ UserId: userIdField }),
  response: profileEnvelopeSchema,
  errors: [],
} satisfies Contract;

// Each slot's pair by name, for the browser's typed client (lib/client/endpoints/profile.ts).
export const uploadNationalPhotoContract = uploadIdentityPhotoContract("national-photo");
export const deleteNationalPhotoContract = deleteIdentityPhotoContract("national-photo");
export const uploadPersonalPhotoContract = uploadIdentityPhotoContract("personal-photo");
export const deletePersonalPhotoContract = deleteIdentityPhotoContract("personal-photo");
export const uploadTourGuidePhotoContract = uploadIdentityPhotoContract("tour-guide-photo");
export const deleteTourGuidePhotoContract = deleteIdentityPhotoContract("tour-guide-photo");
export const uploadTourLicensePhotoContract = uploadIdentityPhotoContract("tour-license-photo");
export const deleteTourLicensePhotoContract = deleteIdentityPhotoContract("tour-license-photo");
