import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { IMAGE_CONCURRENCY, IMAGE_MESSAGES, IMAGE_QUEUE, MAX_IMAGE_BYTES, processImage } from "./process-image";
import { makeImage } from "./test-images";

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("processImage", () => {
  it.each(["jpeg", "png", "webp"] as const)("turns a %s into a WebP", async (format) => {
    const out = await processImage(await makeImage(format), "document");
    expect(out.contentType).toBe("image/webp");
    expect((await sharp(out.bytes).metadata()).format).toBe("webp");
    expect([out.width, out.height]).toEqual([320, 200]);
  });

  it("fits documents inside 1600 px without enlarging small ones", async () => {
    const big = await processImage(await makeImage("jpeg", 4000, 1000), "document");
    expect([big.width, big.height]).toEqual([1600, 400]);
    const small = await processImage(await makeImage("png", 100, 80), "document");
    expect([small.width, small.height]).toEqual([100, 80]);
  });

  it("crops the profile photo to a 512 px square", async () => {
    const out = await processImage(await makeImage("jpeg", 1200, 700), "avatar");
    expect([out.width, out.height]).toEqual([512, 512]);
  });

  it("applies the EXIF orientation and strips all metadata", async () => {
    const input = await makeImage("jpeg", 300, 100, { orientation: 6, exif: true });
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    const out = await processImage(input, "document");
    // Orientation 6 is a quarter turn: the stored image stands upright.
    expect([out.width, out.height]).toEqual([100, 300]);
    const after = await sharp(out.bytes).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(out.bytes.includes(Buffer.from("secret-owner"))).toBe(false);
  });

  it("judges by content, not by name: text is refused", async () => {
    const error = await refusal(processImage(Buffer.from("this is not an image, only text"), "document"));
    expect(error.status).toBe(400);
    expect(error.messages).toEqual([IMAGE_MESSAGES.unsupported]);
  });

  it("refuses formats other than JPEG, PNG and WebP", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .gif()
      .toBuffer();
    expect((await refusal(processImage(gif, "document"))).status).toBe(400);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expect((await refusal(processImage(svg, "avatar"))).status).toBe(400);
  });

  it("refuses a truncated image", async () => {
    const jpeg = await makeImage("jpeg", 400, 400);
    const error = await refusal(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)), "document"));
    expect(error.status).toBe(400);
  });

  it("refuses empty input, more than 5 MB, and more than 40 megapixels", async () => {
    expect((await refusal(processImage(Buffer.alloc(0), "document"))).status).toBe(400);
    const large = await refusal(processImage(Buffer.alloc(MAX_IMAGE_BYTES + 1, 0xff), "document"));
    expect(large.status).toBe(413);
    expect(large.messages).toEqual([IMAGE_MESSAGES.tooLarge]);
    // Small on disk, huge in memory: refused from the header, before decoding.
    const huge = await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    const pixels = await refusal(processImage(huge, "document"));
    expect(pixels.status).toBe(413);
    expect(pixels.messages).toEqual([IMAGE_MESSAGES.tooManyPixels]);
  });

  it("processes at most IMAGE_CONCURRENCY at once, queues IMAGE_QUEUE more and refuses the rest with a Persian 503", async () => {
    const photo = await makeImage("jpeg", 800, 600);
    const burst = IMAGE_CONCURRENCY + IMAGE_QUEUE + 5;
    const results = await Promise.allSettled(Array.from({ length: burst }, () => processImage(photo, "document")));
    const done = results.filter((r) => r.status === "fulfilled");
    const refused = results.flatMap((r) => (r.status === "rejected" ? [r.reason as ApiError] : []));
    expect(done).toHaveLength(IMAGE_CONCURRENCY + IMAGE_QUEUE);
    expect(refused).toHaveLength(5);
    for (const error of refused)
      expect([error.status, error.code, error.messages]).toEqual([503, "server_busy", [HTTP_MESSAGES.busy]]);
    // The queue emptied: a new upload is processed.
    expect((await processImage(photo, "document")).contentType).toBe("image/webp");
  }, 120_000);
});
