// A tar writer (POSIX ustar, with a pax record for names longer than 100 bytes) onto a Writable,
// waiting whenever the Writable is full: an archive of any size goes through a fixed amount of
// memory. Only what a backup needs: regular files whose size is known when they start.
import { once } from "node:events";
import type { Writable } from "node:stream";

const BLOCK = 512;

function octal(value: number, width: number): string {
  return value.toString(8).padStart(width - 1, "0") + "\0";
}

function header(name: string, size: number, type: "0" | "x", mtime: number): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name.slice(0, 100), 0, 100, "utf8");
  block.write(octal(0o644, 8), 100, "ascii");
  block.write(octal(0, 8), 108, "ascii");
  block.write(octal(0, 8), 116, "ascii");
  block.write(octal(size, 12), 124, "ascii");
  block.write(octal(Math.floor(mtime / 1000), 12), 136, "ascii");
  block.fill(" ", 148, 156);
  block.write(type, 156, "ascii");
  block.write("ustar\0", 257, "ascii");
  block.write("00", 263, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, "ascii");
  return block;
}

/** A pax extended header's record "<length> path=<name>\n", whose length counts itself. */
function paxPath(name: string): Buffer {
  const body = ` path=${name}\n`;
  let length = Buffer.byteLength(body);
  while (String(length).length + Buffer.byteLength(body) !== length)
    length = String(length).length + Buffer.byteLength(body);
  return Buffer.from(`${length}${body}`, "utf8");
}

export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer) {
    if (!this.out.write(chunk)) await once(this.out, "drain");
  }

  private async pad(size: number) {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  private async head(name: string, size: number, mtime: number) {
    if (Buffer.byteLength(name) > 100 || /[^\x20-\x7e]/.test(name)) {
      const record = paxPath(name);
      await this.write(header("PaxHeader", record.length, "x", mtime));
      await this.write(record);
      await this.pad(record.length);
    }
    await this.write(header(name, size, "0", mtime));
  }

  /** A file held in memory (a manifest, one part of a table). */
  async file(name: string, data: Buffer, mtime = Date.now()) {
    await this.head(name, data.length, mtime);
    await this.write(data);
    await this.pad(data.length);
  }

  /** A file read as a stream; it must hold exactly `size` bytes. */
  async stream(name: string, size: number, source: AsyncIterable<Buffer>, mtime = Date.now()) {
    await this.head(name, size, mtime);
    let written = 0;
    for await (const chunk of source) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived`);
      await this.write(chunk);
    }
    if (written !== size) throw new Error(`${name} shrank while it was archived`);
    await this.pad(size);
  }

  /** The two empty blocks that end an archive; ends the Writable. */
  async finish() {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
  }
}
