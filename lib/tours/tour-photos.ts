import "server-only";
// The four photo slots of a tour. Upload into a slot (replacing what was there; past the last
// photo it lands in the next free slot, so slots stay compact), delete (the rest move up),
// reorder, and copy a photo of another of the leader's tours (copy mode of the wizard). Images are
// processed and stored before the transaction; whatever the transaction replaced or failed to
// use is deleted after it.
import type { Db } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { prisma } from "@/lib/db/client";
import { assertOwnedTour, withOwnedTour } from "./access";
import { TOUR_MESSAGES as M } from "./messages";
import { copyTourImage, deleteTourImages, photoView, storeTourImage } from "./photo-files";

async function photoList(db: Db, tourId: number) {
  const photos = await db.tourPhoto.findMany({ where: { tourId }, orderBy: { order: "asc" } });
  return photos.map(photoView);
}

/** Gives photos the orders asked for; via temporary orders above the slots, as (tourId, order) is unique. */
async function applyOrders(tx: Db, orders: { id: number; order: number }[]) {
  for (const { id } of orders) await tx.tourPhoto.update({ where: { id }, data: { order: { increment: 100 } }, select: { id: true } });
  for (const { id, order } of orders) await tx.tourPhoto.update({ where: { id }, data: { order }, select: { id: true } });
}

/** Puts a stored file into a slot of the tour; the file is deleted if it does not end up used. */
async function placePhoto(leaderId: number, tourId: number, name: string, order: number) {
  let replaced: string | null = null;
  try {
    const photos = await withOwnedTour(leaderId, tourId, async (tx) => {
      const existing = await tx.tourPhoto.findMany({ where: { tourId }, orderBy: { order: "asc" } });
      const slot = existing.find((p) => p.order === order);
      if (slot) {
        replaced = slot.name;
        await tx.tourPhoto.update({ where: { id: slot.id }, data: { name }, select: { id: true } });
      } else {
        await tx.tourPhoto.create({ data: { tourId, name, order: Math.min(order, existing.length + 1) }, select: { id: true } });
      }
      return photoList(tx, tourId);
    });
    await deleteTourImages([replaced]);
    return { name, photos };
  } catch (error) {
    await deleteTourImages([name]);
    throw error;
  }
}

export async function addTourPhoto(leaderId: number, tourId: number, file: File, order: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const name = await storeTourImage(file, `t${tourId}`);
  return placePhoto(leaderId, tourId, name, order);
}

export async function deleteTourPhoto(leaderId: number, tourId: number, photoName: string) {
  const photos = await withOwnedTour(leaderId, tourId, async (tx) => {
    const photo = await tx.tourPhoto.findFirst({ where: { tourId, name: photoName } });
    if (!photo) throw notFound(M.photoNotFound, "photo_not_found");
    await tx.tourPhoto.delete({ where: { id: photo.id } });
    const rest = await tx.tourPhoto.findMany({ where: { tourId }, orderBy: { order: "asc" }, select: { id: true } });
    await applyOrders(tx, rest.map((p, i) => ({ id: p.id, order: i + 1 })));
    return photoList(tx, tourId);
  });
  await deleteTourImages([photoName]);
  return { photos };
}

export async function reorderTourPhotos(leaderId: number, input: { tourId: number; photos: { order: number; name: string }[] }) {
  const photos = await withOwnedTour(leaderId, input.tourId, async (tx) => {
    const existing = await tx.tourPhoto.findMany({ where: { tourId: input.tourId } });
    const byName = new Map(existing.map((p) => [p.name, p]));
    const orders = [...input.photos].sort((a, b) => a.order - b.order);
    const matches =
      orders.length === existing.length &&
      orders.every((p, i) => p.order === i + 1 && byName.has(p.name)) &&
      new Set(orders.map((p) => p.name)).size === orders.length;
    if (!matches) throw badRequest(M.reorderMismatch, "reorder_mismatch");
    await applyOrders(tx, orders.map((p) => ({ id: byName.get(p.name)!.id, order: p.order })));
    return photoList(tx, input.tourId);
  });
  return { photos };
}

/**
 * POST /api/tour/CopyTourPhoto: OldPhotoName is a photo of one of the caller's tours; it is copied
 * into slot Priority of TourId, unless NewPhotoFile is given, which is then uploaded instead.
 */
export async function copyTourPhoto(
  leaderId: number,
  input: { NewPhotoFile?: File; OldPhotoName: string; TourId: number; Priority: number },
) {
  await assertOwnedTour(prisma, leaderId, input.TourId);
  let name: string | null;
  if (input.NewPhotoFile) name = await storeTourImage(input.NewPhotoFile, `t${input.TourId}`);
  else {
    const source = await prisma.tourPhoto.count({ where: { name: input.OldPhotoName, tour: { leaderId } } });
    if (!source) throw notFound(M.photoNotFound, "photo_not_found");
    name = await copyTourImage(input.OldPhotoName, `t${input.TourId}`);
    if (!name) throw notFound(M.photoNotFound, "photo_not_found");
  }
  return placePhoto(leaderId, input.TourId, name, input.Priority);
}
