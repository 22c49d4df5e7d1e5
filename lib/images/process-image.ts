// Uploaded images are decoded and re-encoded by the server: the format is what sharp reads from
// the bytes (not the file name or the client's MIME type), EXIF orientation is applied and all
// metadata (GPS position, camera) dropped, and the result is a bounded WebP.
import sharp from "sharp";
import { ApiError } from "@/lib/http/errors";
import { UPLOAD_IMAGE_TYPES } from "@/lib/http/media-types";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { observeWork } from "@/lib/metrics/observe-work";
import { createWorkGate } from "@/lib/shared/work-gate";
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from "./limits";

// A decode of a 40-megapixel photo holds ~160 MB of pixels: two at a time (the machine's cores),
// the rest wait in a bounded queue (20 parallel uploads fit), more are refused with a Persian 503.
// libvips' operation cache only helps repeated work on one image: off, it cannot hold memory.
export const IMAGE_CONCURRENCY = 2;
export const IMAGE_QUEUE = 32;
const imageGate = createWorkGate({
  concurrency: IMAGE_CONCURRENCY,
  queue: IMAGE_QUEUE,
  full: () => new ApiError(503, [HTTP_MESSAGES.busy], "server_busy"),
  observe: observeWork("images"),
});
sharp.cache(false);

export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS };
// sharp's format names are the subtypes of the media types the OpenAPI document declares for uploads.
const ACCEPTED_FORMATS = new Set<string>(UPLOAD_IMAGE_TYPES.map((type) => type.slice("image/".length)));

export const IMAGE_MESSAGES = {
  tooLarge: "حجم تصویر نباید بیشتر از ۵ مگابایت باشد.",
  tooManyPixels: "ابعاد تصویر بیش از حد بزرگ است (حداکثر ۴۰ مگاپیکسل).",
  unsupported: "فایل باید تصویر JPEG، PNG یا WebP باشد.",
  empty: "فایل تصویر خالی است.",
} as const;

/** "document": identity papers, kept legible; "avatar": the square profile photo. */
export type ImageVariant = "document" | "avatar";

export interface ProcessedImage {
  bytes: Buffer;
  contentType: "image/webp";
  width: number;
  height: number;
}

async function readMetadata(bytes: Buffer) {
  try {
    return await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new ApiError(400, [IMAGE_MESSAGES.unsupported], "image_unsupported");
  }
}

export async function processImage(bytes: Buffer, variant: ImageVariant): Promise<ProcessedImage> {
  return imageGate.run(() => convert(bytes, variant));
}

async function convert(bytes: Buffer, variant: ImageVariant): Promise<ProcessedImage> {
  if (bytes.length === 0) throw new ApiError(400, [IMAGE_MESSAGES.empty], "image_empty");
  if (bytes.length > MAX_IMAGE_BYTES) throw new ApiError(413, [IMAGE_MESSAGES.tooLarge], "image_too_large");
  // The header alone tells the format and the dimensions, before any pixel is decoded.
  const meta = await readMetadata(bytes);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format))
    throw new ApiError(400, [IMAGE_MESSAGES.unsupported], "image_unsupported");
  if (!meta.width || !meta.height) throw new ApiError(400, [IMAGE_MESSAGES.unsupported], "image_unsupported");
  if (meta.width * meta.height > MAX_IMAGE_PIXELS)
    throw new ApiError(413, [IMAGE_MESSAGES.tooManyPixels], "image_too_many_pixels");

  const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  const resized =
    variant === "avatar"
      ? pipeline.resize(512, 512, { fit: "cover", position: "attention" })
      : pipeline.resize(1600, 1600, { fit: "inside", withoutEnlargement: true });
  try {
    // sharp writes no metadata unless asked (withMetadata), so EXIF, XMP and ICC are gone.
    const { data, info } = await resized
      .webp({ quality: variant === "avatar" ? 80 : 85 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType: "image/webp", width: info.width, height: info.height };
  } catch {
    // A truncated or corrupt body that still had a valid header.
    throw new ApiError(400, [IMAGE_MESSAGES.unsupported], "image_unsupported");
  }
}
