// The five images a user has: four identity documents (private area, legible size) and the
// profile photo (public area, square). The key name is the route segment of each upload call.
import type { ImageVariant } from "@/lib/images/process-image";
import type { StorageArea } from "@/lib/storage/storage";

export interface PhotoSlot {
  column: "photoNationalCard" | "photoPersonal" | "photoGuidanceCard" | "photoLicence" | "photo";
  area: StorageArea;
  /** File name stem inside users/<id>/. */
  fileStem: string;
  variant: ImageVariant;
  /** An identity document: changing it needs the operator to confirm the documents again. */
  identity: boolean;
  summary: string;
  uploaded: string;
}

export const PHOTO_SLOTS = {
  "national-photo": {
    column: "photoNationalCard",
    area: "private",
    fileStem: "national-card",
    variant: "document",
    identity: true,
    summary: "کارت ملی",
    uploaded: "تصویر کارت ملی بارگذاری شد.",
  },
  "personal-photo": {
    column: "photoPersonal",
    area: "private",
    fileStem: "personal",
    variant: "document",
    identity: true,
    summary: "عکس پرسنلی",
    uploaded: "عکس پرسنلی بارگذاری شد.",
  },
  "tour-guide-photo": {
    column: "photoGuidanceCard",
    area: "private",
    fileStem: "tour-guide-card",
    variant: "document",
    identity: true,
    summary: "کارت راهنمای تور",
    uploaded: "تصویر کارت راهنمای تور بارگذاری شد.",
  },
  "tour-license-photo": {
    column: "photoLicence",
    area: "private",
    fileStem: "tour-license",
    variant: "document",
    identity: true,
    summary: "مجوز تور",
    uploaded: "تصویر مجوز بارگذاری شد.",
  },
  Photo: {
    column: "photo",
    area: "public",
    fileStem: "photo",
    variant: "avatar",
    identity: false,
    summary: "عکس پروفایل",
    uploaded: "عکس پروفایل بارگذاری شد.",
  },
} as const satisfies Record<string, PhotoSlot>;

export type PhotoSlotName = keyof typeof PHOTO_SLOTS;

/** The identity documents' columns (four; the profile photo is not one): what «مدارک: n از ۴» counts. */
export const IDENTITY_DOCUMENT_COLUMNS = Object.values(PHOTO_SLOTS)
  .filter((slot) => slot.identity)
  .map((slot) => slot.column);
