import "server-only";
// Where tour images live: the public storage area under tours/, served at /uploads/tours/<name>.
import { randomBytes } from "node:crypto";
import { processImage, type ImageVariant } from "@/lib/images/process-image";
import { getStorage, publicFileUrl } from "@/lib/storage";

export const tourPhotoKey = (name: string) => `tours/${name}`;
export const tourPhotoUrl = (name: string | null | undefined) => (name ? publicFileUrl(tourPhotoKey(name)) : null);

export const photoView = (photo: { order: number; name: string }) => ({
  order: photo.order,
  name: photo.name,
  address: tourPhotoUrl(photo.name),
});

/** Checks and re-encodes an upload (real JPEG/PNG/WebP only) and stores it under a new name. */
export async function storeTourImage(file: File, prefix: string, variant: ImageVariant = "document"): Promise<string> {
  const image = await processImage(Buffer.from(await file.arrayBuffer()), variant);
  const name = `${prefix}-${randomBytes(8).toString("hex")}.webp`;
  await getStorage("public").put(tourPhotoKey(name), image.bytes, image.contentType);
  return name;
}

/** Copies a stored image under a new name (copy mode of the wizard). Null when the source is gone. */
export async function copyTourImage(name: string, prefix: string): Promise<string | null> {
  const storage = getStorage("public");
  const source = await storage.get(tourPhotoKey(name));
  if (!source) return null;
  const copy = `${prefix}-${randomBytes(8).toString("hex")}.webp`;
  await storage.put(tourPhotoKey(copy), source.bytes, source.contentType);
  return copy;
}

/** Deleting after the database row is gone: a failure leaves an orphan file, never a broken row. */
export async function deleteTourImages(names: (string | null | undefined)[]) {
  const storage = getStorage("public");
  await Promise.all(
    names.filter((n): n is string => !!n).map((n) => storage.delete(tourPhotoKey(n)).catch((error) => console.error("[tours] could not delete image", n, error))),
  );
}
