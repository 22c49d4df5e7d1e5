import "server-only";
// The four photo slots of a product, like a tour's, through the one photo-slot service. Files live
// in the tours' public area; a product may copy a photo of the leader's products or tours.
import { prisma } from "@/lib/db/client";
import { photoSlots } from "@/lib/images/photo-slot-service";
import { TOUR_IMAGES } from "@/lib/tours/photo-files";
import { assertOwnedProduct, withOwnedProduct } from "./owned-product";

const slots = photoSlots({
  folder: TOUR_IMAGES,
  prefix: (productId) => `p${productId}`,
  table: {
    list: (db, productId) => db.productPhoto.findMany({ where: { productId }, orderBy: { order: "asc" } }),
    create: (db, productId, name, order) =>
      db.productPhoto.create({ data: { productId, name, order }, select: { id: true } }),
    update: (db, id, data) => db.productPhoto.update({ where: { id }, data, select: { id: true } }),
    remove: (db, id) => db.productPhoto.delete({ where: { id }, select: { id: true } }),
  },
  assertOwned: (leaderId, productId) => assertOwnedProduct(prisma, leaderId, productId),
  withOwned: withOwnedProduct,
  mayCopy: async (leaderId, name) => {
    const [products, tours] = await Promise.all([
      prisma.productPhoto.count({ where: { name, product: { leaderId } } }),
      prisma.tourPhoto.count({ where: { name, tour: { leaderId } } }),
    ]);
    return products + tours > 0;
  },
});

export const addProductPhoto = (leaderId: number, productId: number, file: File, order: number) =>
  slots.add(leaderId, productId, file, order);

export const deleteProductPhoto = (leaderId: number, productId: number, photoName: string) =>
  slots.remove(leaderId, productId, photoName);

/** The body names the product `tourId`, as the spec's shared photo calls do. */
export const reorderProductPhotos = (
  leaderId: number,
  input: { tourId: number; photos: { order: number; name: string }[] },
) => slots.reorder(leaderId, input.tourId, input.photos);

/** OldPhotoName (a photo of one of the caller's products or tours) into slot Priority of product TourId, or NewPhotoFile instead. */
export const copyProductPhoto = (
  leaderId: number,
  input: { NewPhotoFile?: File; OldPhotoName: string; TourId: number; Priority: number },
) =>
  slots.copy(leaderId, input.TourId, {
    file: input.NewPhotoFile,
    sourceName: input.OldPhotoName,
    order: input.Priority,
  });
