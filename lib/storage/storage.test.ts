import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getStorage, storageDriver } from "./index";
import { localDiskStorage } from "./local-disk";
import { s3Storage } from "./s3";
import { contentTypeOf, isSafeKey } from "./storage";

describe("storage keys", () => {
  it("accepts plain relative keys", () => {
    expect(isSafeKey("users/12/national-card-ab12.webp")).toBe(true);
    expect(isSafeKey("tours/3/cover_1.png")).toBe(true);
  });

  it.each([
    "",
    "../etc/passwd",
    "users/../../x",
    "users//x.webp",
    "/abs.webp",
    "users/.hidden",
    "a\\b",
    "users/x y.webp",
    "users/%2e%2e/x",
    "a/".repeat(300),
  ])("refuses %j", (key) => expect(isSafeKey(key)).toBe(false));

  it("types files by extension", () => {
    expect(contentTypeOf("a/b.webp")).toBe("image/webp");
    expect(contentTypeOf("a/b.bin")).toBe("application/octet-stream");
  });
});

describe("local disk storage", () => {
  let dir: string;
  const previous = process.env.HAMSAFAR_DATA_DIR;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "hamsafar-storage-"));
    process.env.HAMSAFAR_DATA_DIR = dir;
  });
  afterAll(() => {
    process.env.HAMSAFAR_DATA_DIR = previous;
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps the two areas apart under <dataDir>/uploads", async () => {
    const pub = localDiskStorage("public");
    const priv = localDiskStorage("private");
    await pub.put("users/1/photo-a.webp", Buffer.from("public bytes"), "image/webp");
    await priv.put("users/1/national-card-a.webp", Buffer.from("private bytes"), "image/webp");
    expect(readFileSync(path.join(dir, "uploads/public/users/1/photo-a.webp"), "utf8")).toBe("public bytes");
    expect(readFileSync(path.join(dir, "uploads/private/users/1/national-card-a.webp"), "utf8")).toBe("private bytes");
    expect(await pub.get("users/1/national-card-a.webp")).toBeNull();
    const file = await priv.get("users/1/national-card-a.webp");
    expect(file?.bytes.toString()).toBe("private bytes");
    expect(file?.contentType).toBe("image/webp");
    // No temporary file is left behind.
    expect(readdirSync(path.join(dir, "uploads/public/users/1"))).toEqual(["photo-a.webp"]);
  });

  it("deletes, and deleting a missing file is not an error", async () => {
    const pub = localDiskStorage("public");
    await pub.put("users/2/photo-b.webp", Buffer.from("x"), "image/webp");
    await pub.delete("users/2/photo-b.webp");
    expect(await pub.get("users/2/photo-b.webp")).toBeNull();
    await expect(pub.delete("users/2/photo-b.webp")).resolves.toBeUndefined();
  });

  it("refuses keys that would leave the uploads folder", async () => {
    const pub = localDiskStorage("public");
    await expect(pub.put("../escape.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(/unsafe/);
    await expect(pub.get("../../etc/passwd")).rejects.toThrow(/unsafe/);
  });

  it("is the default driver", () => {
    const saved = process.env.STORAGE_DRIVER;
    delete process.env.STORAGE_DRIVER;
    expect(storageDriver()).toBe("local");
    process.env.STORAGE_DRIVER = "ftp";
    expect(() => getStorage("public")).toThrow(/STORAGE_DRIVER/);
    if (saved === undefined) delete process.env.STORAGE_DRIVER;
    else process.env.STORAGE_DRIVER = saved;
  });
});

describe("S3 storage", () => {
  const config = {
    endpoint: "https://s3.example.test/",
    bucket: "hamsafar",
    region: "ir-thr-at1",
    accessKeyId: "AKID",
    secretAccessKey: "SECRET",
  };

  function fakeFetch(answer: (url: string, init: RequestInit) => Response) {
    const calls: { url: string; init: RequestInit }[] = [];
    const impl = (async (input: URL | string, init: RequestInit = {}) => {
      calls.push({ url: String(input), init });
      return answer(String(input), init);
    }) as typeof fetch;
    return { calls, impl };
  }

  it("puts with a path-style URL, the area as prefix and a SigV4 authorization", async () => {
    const { calls, impl } = fakeFetch(() => new Response(null, { status: 200 }));
    await s3Storage(config, "private", impl).put("users/1/a.webp", Buffer.from("abc"), "image/webp");
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe("https://s3.example.test/hamsafar/private/users/1/a.webp");
    const headers = calls[0].init.headers as Record<string, string>;
    expect(calls[0].init.method).toBe("PUT");
    expect(headers["content-type"]).toBe("image/webp");
    expect(headers["x-amz-content-sha256"]).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKID\/\d{8}\/ir-thr-at1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it("reads a file, answers null for a missing one and raises other failures", async () => {
    const { impl } = fakeFetch((url) =>
      url.endsWith("/there.webp")
        ? new Response("bytes", { status: 200, headers: { "content-type": "image/webp" } })
        : url.endsWith("/gone.webp")
          ? new Response("NoSuchKey", { status: 404 })
          : new Response("denied", { status: 403 }),
    );
    const storage = s3Storage(config, "public", impl);
    expect((await storage.get("there.webp"))?.bytes.toString()).toBe("bytes");
    expect(await storage.get("gone.webp")).toBeNull();
    await expect(storage.get("other.webp")).rejects.toThrow(/403/);
    await expect(storage.delete("gone.webp")).resolves.toBeUndefined();
  });
});
