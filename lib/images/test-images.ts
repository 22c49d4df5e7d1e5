// Real images for tests, made with sharp.
import sharp from "sharp";

export type TestFormat = "jpeg" | "png" | "webp";

export async function makeImage(
  format: TestFormat,
  width = 320,
  height = 200,
  options: { orientation?: number; exif?: boolean } = {},
) {
  let image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });
  if (options.orientation) image = image.withMetadata({ orientation: options.orientation });
  if (options.exif) image = image.withExif({ IFD0: { Copyright: "secret-owner", Make: "TestCam" } });
  return image.toFormat(format).toBuffer();
}

export function imageFile(bytes: Buffer, name = "photo.jpg", type = "image/jpeg") {
  return new File([new Uint8Array(bytes)], name, { type });
}
