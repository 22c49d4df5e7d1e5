// The streaming zip writer, read back by a real unzip (Info-ZIP's `unzip`, which checks every CRC
// and size against the central directory) and held to its backpressure promise.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { StreamClosedError, ZipStream } from "./zip-stream";

const dir = mkdtempSync(path.join(os.tmpdir(), "zip-stream-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function collect(out: PassThrough) {
  const chunks: Buffer[] = [];
  for await (const chunk of out) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe("ZipStream", () => {
  it("writes several entries that unzip tests and extracts byte for byte", async () => {
    const out = new PassThrough();
    const done = collect(out);
    const zip = new ZipStream(out);
    const big = randomBytes(3 * 1024 * 1024); // incompressible, several deflate chunks
    const text = "سلام، همسفر! <&>\n".repeat(50_000); // compressible, written in pieces
    await zip.file("[Content_Types].xml", "<Types/>");
    await zip.file("empty.txt", "");
    const entry = await zip.entry("پوشه/متن.txt");
    for (let i = 0; i < text.length; i += 10_000) await entry.write(text.slice(i, i + 10_000));
    await entry.close();
    await zip.file("bin/random.bin", big);
    await zip.finish();
    const file = path.join(dir, "several.zip");
    writeFileSync(file, await done);

    const test = execFileSync("unzip", ["-t", file], { encoding: "utf8" });
    expect(test).toContain("No errors detected");
    const list = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).trim().split("\n");
    expect(list).toEqual(["[Content_Types].xml", "empty.txt", "پوشه/متن.txt", "bin/random.bin"]);
    const read = (name: string) => execFileSync("unzip", ["-p", file, name], { maxBuffer: 64 * 1024 * 1024 });
    expect(read("\\[Content_Types\\].xml").toString()).toBe("<Types/>");
    expect(read("empty.txt").length).toBe(0);
    expect(read("پوشه/متن.txt").toString("utf8")).toBe(text);
    expect(read("bin/random.bin").equals(big)).toBe(true);
  });

  it("waits while the reader is slow instead of buffering the entry", async () => {
    const out = new PassThrough({ highWaterMark: 64 * 1024 });
    const zip = new ZipStream(out, 0); // level 0: output as large as the input
    const entry = await zip.entry("data.bin");
    let written = 0;
    const producer = (async () => {
      for (let i = 0; i < 64; i++) {
        await entry.write(randomBytes(64 * 1024));
        written++;
      }
      await entry.close();
      await zip.finish();
    })();
    await new Promise((r) => setTimeout(r, 200));
    // Nobody reads: the producer is stuck after a few chunks, and the buffered bytes stay small.
    expect(written).toBeLessThan(4);
    expect(out.writableLength).toBeLessThan(512 * 1024);
    const all = await collect(out);
    await producer;
    expect(written).toBe(64);
    expect(all.length).toBeGreaterThan(64 * 64 * 1024);
  });

  it("stops the producer with StreamClosedError when the reader goes away", async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const zip = new ZipStream(out, 0);
    const entry = await zip.entry("data.bin");
    const producer = (async () => {
      for (;;) await entry.write(randomBytes(32 * 1024));
    })();
    await new Promise((r) => setTimeout(r, 50));
    out.destroy();
    await expect(producer).rejects.toBeInstanceOf(StreamClosedError);
  });

  it("refuses a second entry while one is open, and finishing with one open", async () => {
    const out = new PassThrough();
    const zip = new ZipStream(out);
    await zip.entry("a.txt");
    await expect(zip.entry("b.txt")).rejects.toThrow(/still open/);
    await expect(zip.finish()).rejects.toThrow(/still open/);
  });
});
