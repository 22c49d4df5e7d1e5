// Where tour images live: the public storage area under tours/, served at /uploads/tours/<name>.
// Products' photos, logbook files and local-leader photos live here too. Storing, copying and
// deleting is lib/images/photo-files.ts's, the slots lib/images/photo-slot-service.ts's.
import type { ImageVariant } from "@/lib/images/process-image";
import { deleteImages, photoUrl, slotView, storeImage, type PhotoFolder } from "@/lib/images/photo-files";

export const TOUR_IMAGES: PhotoFolder = { key: (name) => `tours/${name}` };

export const tourPhotoUrl = (name: string | null | undefined) => photoUrl(TOUR_IMAGES, name);
export const photoView = slotView(TOUR_IMAGES);

export const storeTourImage = (file: File, prefix: string, variant?: ImageVariant) =>
  storeImage(TOUR_IMAGES, file, prefix, variant);
export const deleteTourImages = (names: (string | null | undefined)[]) => deleteImages(TOUR_IMAGES, names);
