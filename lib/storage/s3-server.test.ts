// The S3 driver end to end against an S3-compatible server started here (s3rver): what
// STORAGE_DRIVER=s3 does for every instance (each one reads what another wrote).
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3, type RunningS3 } from "@/tests/helpers/s3-server";
import { getStorage } from "./index";
import { s3Storage, type S3Config } from "./s3";

let s3: RunningS3;
let config: S3Config;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3();
  config = {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    region: "us-east-1",
    accessKeyId: s3.accessKeyId,
    secretAccessKey: s3.secretAccessKey,
  };
  for (const [name, value] of Object.entries(s3.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
}, 30_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3?.stop();
});

describe("S3 storage against an S3-compatible server", () => {
  it("puts, gets and deletes a file with its content type (getStorage with STORAGE_DRIVER=s3)", async () => {
    const storage = getStorage("public");
    const bytes = randomBytes(2048);
    await storage.put("tours/1/cover.webp", bytes, "image/webp");
    const file = await storage.get("tours/1/cover.webp");
    expect(file?.contentType).toBe("image/webp");
    expect(file?.bytes.equals(bytes)).toBe(true);
    await storage.delete("tours/1/cover.webp");
    expect(await storage.get("tours/1/cover.webp")).toBeNull();
  });

  it("answers null for a missing key, and deleting one is not an error", async () => {
    expect(await getStorage("public").get("tours/404/none.webp")).toBeNull();
    await expect(getStorage("private").delete("users/404/none.webp")).resolves.toBeUndefined();
  });

  it("keeps the public and private areas apart under one key", async () => {
    await getStorage("private").put("users/7/national-card.webp", Buffer.from("private"), "image/webp");
    expect(await getStorage("public").get("users/7/national-card.webp")).toBeNull();
    expect((await getStorage("private").get("users/7/national-card.webp"))?.bytes.toString()).toBe("private");
    await getStorage("public").put("users/7/national-card.webp", Buffer.from("public"), "image/webp");
    expect((await getStorage("private").get("users/7/national-card.webp"))?.bytes.toString()).toBe("private");
    expect((await getStorage("public").get("users/7/national-card.webp"))?.bytes.toString()).toBe("public");
  });

  it("stores a big file byte for byte (12 MB, the largest body the app accepts)", async () => {
    const big = randomBytes(12 * 1024 * 1024);
    const storage = s3Storage(config, "public");
    await storage.put("exports/big.bin", big, "application/octet-stream");
    const file = await storage.get("exports/big.bin");
    expect(file?.bytes.length).toBe(big.length);
    expect(file?.bytes.equals(big)).toBe(true);
  }, 60_000);

  it("fails loudly, naming the status, when the server refuses the credentials", async () => {
    const wrong = s3Storage({ ...config, accessKeyId: "NOT-A-KEY" }, "public");
    await expect(wrong.put("tours/1/x.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /S3 PUT tours\/1\/x\.webp failed with 403/,
    );
  });
});
