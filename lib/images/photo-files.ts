// Stored photos: a re-encoded image in the public storage area under a fresh name. The database row
// that points at it changes in a transaction; the file the transaction replaced (or, when it failed,
// the new one) is deleted after it, so a row never points at a missing file (a failed delete leaves
// an orphan file, never a broken row). The photo-slot service (photo-slot-service.ts) and the single
// slots (a site's certificate, a local leader's photo) store through here.
import { randomBytes } from "node:crypto";
import { getStorage, publicFileUrl } from "@/lib/storage";
import { processImage, type ImageVariant } from "./process-image";

/** Where a kind of photo lives: `key` maps the name the database holds to the storage key. */
export interface PhotoFolder {
  key(name: string): string;
}

export const photoUrl = (folder: PhotoFolder, name: string | null | undefined) =>
  name ? publicFileUrl(folder.key(name)) : null;

const freshName = (prefix: string) => `${prefix}-${randomBytes(8).toString("hex")}.webp`;

/** Checks and re-encodes an upload (real JPEG/PNG/WebP only) and stores it under a new name. */
export async function storeImage(
  folder: PhotoFolder,
  file: File,
  prefix: string,
  variant: ImageVariant = "document",
): Promise<string> {
  const image = await processImage(Buffer.from(await file.arrayBuffer()), variant);
  const name = freshName(prefix);
  await getStorage("public").put(folder.key(name), image.bytes, image.contentType);
  return name;
}

/** Copies a stored image under a new name. Null when the source is gone. */
export async function copyImage(folder: PhotoFolder, name: string, prefix: string): Promise<string | null> {
  const storage = getStorage("public");
  const source = await storage.get(folder.key(name));
  if (!source) return null;
  const copy = freshName(prefix);
  await storage.put(folder.key(copy), source.bytes, source.contentType);
  return copy;
}

/** Called after the rows are gone: a failure is logged and leaves an orphan file. */
export async function deleteImages(folder: PhotoFolder, names: (string | null | undefined)[]) {
  const storage = getStorage("public");
  await Promise.all(
    names
      .filter((n): n is string => !!n)
      .map((n) =>
        storage
          .delete(folder.key(n))
          .catch((error) => console.error("[images] could not delete", folder.key(n), error)),
      ),
  );
}

/**
 * Puts the stored file `name` in place: `write` changes the database and returns the name it
 * replaced (or null) with its result. The replaced file is deleted after it; the new one when it throws.
 */
export async function commitPhoto<T>(
  folder: PhotoFolder,
  name: string,
  write: () => Promise<{ replaced: string | null; result: T }>,
): Promise<T> {
  let outcome: { replaced: string | null; result: T };
  try {
    outcome = await write();
  } catch (error) {
    await deleteImages(folder, [name]);
    throw error;
  }
  await deleteImages(folder, [outcome.replaced]);
  return outcome.result;
}

export const slotView = (folder: PhotoFolder) => (photo: { order: number; name: string }) => ({
  order: photo.order,
  name: photo.name,
  address: photoUrl(folder, photo.name),
});
