import "server-only";
// The four photo slots of a tour (POST/DELETE /api/tour/{id}/Photo, ReOrderTourPhoto,
// CopyTourPhoto: the copy mode of the wizard), through the one photo-slot service.
import { prisma } from "@/lib/db/client";
import { photoSlots } from "@/lib/images/photo-slot-service";
import { assertOwnedTour, withOwnedTour } from "./access";
import { TOUR_IMAGES } from "./photo-files";

const slots = photoSlots({
  folder: TOUR_IMAGES,
  prefix: (tourId) => `t${tourId}`,
  table: {
    list: (db, tourId) => db.tourPhoto.findMany({ where: { tourId }, orderBy: { order: "asc" } }),
    create: (db, tourId, name, order) => db.tourPhoto.create({ data: { tourId, name, order }, select: { id: true } }),
    update: (db, id, data) => db.tourPhoto.update({ where: { id }, data, select: { id: true } }),
    remove: (db, id) => db.tourPhoto.delete({ where: { id }, select: { id: true } }),
  },
  assertOwned: (leaderId, tourId) => assertOwnedTour(prisma, leaderId, tourId),
  withOwned: (leaderId, tourId, fn) => withOwnedTour(leaderId, tourId, (tx) => fn(tx)),
  mayCopy: async (leaderId, name) => (await prisma.tourPhoto.count({ where: { name, tour: { leaderId } } })) > 0,
});

export const addTourPhoto = (leaderId: number, tourId: number, file: File, order: number) =>
  slots.add(leaderId, tourId, file, order);

export const deleteTourPhoto = (leaderId: number, tourId: number, photoName: string) =>
  slots.remove(leaderId, tourId, photoName);

export const reorderTourPhotos = (
  leaderId: number,
  input: { tourId: number; photos: { order: number; name: string }[] },
) => slots.reorder(leaderId, input.tourId, input.photos);

/** OldPhotoName is a photo of one of the caller's tours; it goes into slot Priority of TourId, unless NewPhotoFile is given instead. */
export const copyTourPhoto = (
  leaderId: number,
  input: { NewPhotoFile?: File; OldPhotoName: string; TourId: number; Priority: number },
) =>
  slots.copy(leaderId, input.TourId, {
    file: input.NewPhotoFile,
    sourceName: input.OldPhotoName,
    order: input.Priority,
  });
