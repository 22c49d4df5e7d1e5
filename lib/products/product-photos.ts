import "server-only";
// The four photo slots of a product, like a tour's (lib/tours/tour-photos.ts): upload into a slot
// (past the last photo it lands in the next free one, so slots stay compact), delete (the rest
// move up), reorder, and copy a photo of another of the leader's products or tours. Files live in
// the tours' public area; a file the transaction did not end up using is deleted after it.
import { prisma, type Db } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/http/errors";
import { copyTourImage, deleteTourImages, photoView, storeTourImage } from "@/lib/tours/photo-files";
import { PRODUCT_MESSAGES as M } from "./messages";
import { assertOwnedProduct, withOwnedProduct } from "./owned-product";

async function photoList(db: Db, productId: number) {
  const photos = await db.productPhoto.findMany({ where: { productId }, orderBy: { order: "asc" } });
  return photos.map(photoView);
}

/** Gives photos the orders asked for, via temporary orders above the slots ((productId, order) is unique). */
async function applyOrders(tx: Db, orders: { id: number; order: number }[]) {
  for (const { id } of orders) await tx.productPhoto.update({ where: { id }, data: { order: { increment: 100 } }, select: { id: true } });
  for (const { id, order } of orders) await tx.productPhoto.update({ where: { id }, data: { order }, select: { id: true } });
}

async function placePhoto(leaderId: number, productId: number, name: string, order: number) {
  let replaced: string | null = null;
  try {
    const photos = await withOwnedProduct(leaderId, productId, async (tx) => {
      const existing = await tx.productPhoto.findMany({ where: { productId }, orderBy: { order: "asc" } });
      const slot = existing.find((p) => p.order === order);
      replaced = slot?.name ?? null;
      if (slot) await tx.productPhoto.update({ where: { id: slot.id }, data: { name }, select: { id: true } });
      else await tx.productPhoto.create({ data: { productId, name, order: Math.min(order, existing.length + 1) }, select: { id: true } });
      return photoList(tx, productId);
    });
    await deleteTourImages([replaced]);
    return { name, photos };
  } catch (error) {
    await deleteTourImages([name]);
    throw error;
  }
}

export async function addProductPhoto(leaderId: number, productId: number, file: File, order: number) {
  await assertOwnedProduct(prisma, leaderId, productId);
  return placePhoto(leaderId, productId, await storeTourImage(file, `p${productId}`), order);
}

export async function deleteProductPhoto(leaderId: number, productId: number, photoName: string) {
  const photos = await withOwnedProduct(leaderId, productId, async (tx) => {
    const photo = await tx.productPhoto.findFirst({ where: { productId, name: photoName } });
    if (!photo) throw notFound(M.photoNotFound, "photo_not_found");
    await tx.productPhoto.delete({ where: { id: photo.id } });
    const rest = await tx.productPhoto.findMany({ where: { productId }, orderBy: { order: "asc" }, select: { id: true } });
    await applyOrders(tx, rest.map((p, i) => ({ id: p.id, order: i + 1 })));
    return photoList(tx, productId);
  });
  await deleteTourImages([photoName]);
  return { photos };
}

export async function reorderProductPhotos(leaderId: number, input: { tourId: number; photos: { order: number; name: string }[] }) {
  const productId = input.tourId;
  const photos = await withOwnedProduct(leaderId, productId, async (tx) => {
    const byName = new Map((await tx.productPhoto.findMany({ where: { productId } })).map((p) => [p.name, p]));
    const orders = [...input.photos].sort((a, b) => a.order - b.order);
    const matches = orders.length === byName.size && orders.every((p, i) => p.order === i + 1 && byName.has(p.name)) && new Set(orders.map((p) => p.name)).size === orders.length;
    if (!matches) throw badRequest(M.reorderMismatch, "photo_order_mismatch");
    await applyOrders(tx, orders.map((p) => ({ id: byName.get(p.name)!.id, order: p.order })));
    return photoList(tx, productId);
  });
  return { photos };
}

/** POST /api/product/CopyTourPhoto: OldPhotoName (a photo of one of the caller's products or tours) into slot Priority of product TourId, or NewPhotoFile instead. */
export async function copyProductPhoto(leaderId: number, input: { NewPhotoFile?: File; OldPhotoName: string; TourId: number; Priority: number }) {
  const productId = input.TourId;
  await assertOwnedProduct(prisma, leaderId, productId);
  let name: string | null;
  if (input.NewPhotoFile) name = await storeTourImage(input.NewPhotoFile, `p${productId}`);
  else {
    const [products, tours] = await Promise.all([
      prisma.productPhoto.count({ where: { name: input.OldPhotoName, product: { leaderId } } }),
      prisma.tourPhoto.count({ where: { name: input.OldPhotoName, tour: { leaderId } } }),
    ]);
    if (!products && !tours) throw notFound(M.photoNotFound, "photo_not_found");
    name = await copyTourImage(input.OldPhotoName, `p${productId}`);
    if (!name) throw notFound(M.photoNotFound, "photo_not_found");
  }
  return placePhoto(leaderId, productId, name, input.Priority);
}
