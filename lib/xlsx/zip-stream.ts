// The streaming zip of an .xlsx: fflate's `Zip` writes the container (local headers with a data
// descriptor, since sizes are known only after compression; UTF-8 names; the central directory),
// and each entry's bytes are raw-deflated by Node's native zlib at level 1 (an export is CPU-bound
// on compression, and fflate's JavaScript deflate is slower than zlib's; docs/benchmarks.md,
// "Streamed .xlsx export"). fflate takes a custom-compressed entry through its `ZipInputFile`
// interface: we hand it the compressed chunks, the CRC-32 (zlib.crc32) and the size.
// Compressed bytes go straight to the answer and every write waits whenever the answer's stream
// is full, so memory stays flat whatever the row count. No ZIP64 (fflate writes none): past 4 GB or
// 65,535 entries the writer fails loudly instead of writing a corrupt file; a million-row export is ~50 MB.
import { once } from "node:events";
import type { Writable } from "node:stream";
import zlib from "node:zlib";
import { Zip, type ZipInputFile } from "fflate";

const DEFLATE = 8;
const MAX32 = 0xffffffff;
// Made by Unix with a plain rw-r--r-- file: an MS-DOS "made by" makes Info-ZIP's unzip read the
// names as an OEM code page instead of UTF-8.
const UNIX = 3;
const FILE_MODE = (0o100644 << 16) >>> 0;

/** Thrown into the producer when the reader went away: stop reading the database. */
export class StreamClosedError extends Error {
  constructor() {
    super("the output stream was closed before the export finished");
  }
}

/**
 * Resolves once `stream` has room for more (its buffer fell under highWaterMark); rejects if it is
 * destroyed first (the client hung up), so a producer never waits forever for a 'drain' that will
 * not come.
 */
export async function waitForRoom(stream: Writable) {
  if (stream.destroyed || stream.writableEnded) throw new StreamClosedError();
  if (!stream.writableNeedDrain) return;
  const ac = new AbortController();
  try {
    await Promise.race([
      once(stream, "drain", { signal: ac.signal }),
      once(stream, "close", { signal: ac.signal }).then(() => Promise.reject(new StreamClosedError())),
    ]);
  } finally {
    ac.abort();
  }
}

/** One entry being written: `write` its bytes (waiting on backpressure), then `close` it. */
export interface ZipEntryWriter {
  write(chunk: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

type EntryFile = ZipInputFile & { ondata: NonNullable<ZipInputFile["ondata"]> };

export class ZipStream {
  private readonly zip: Zip;
  private written = 0;
  private entries = 0;
  private open = false;
  private failure: Error | null = null;

  /** `level`: deflate level; 1 is fastest, and an export is CPU-bound on compression. */
  constructor(
    private readonly out: Writable,
    private readonly level = 1,
    private readonly date = new Date(),
  ) {
    // fflate calls this synchronously from `ondata`/`end`: it must not throw (the limits are checked by `room`).
    this.zip = new Zip((error, chunk, final) => {
      if (error) this.failure = error;
      else {
        this.written += chunk.length;
        if (chunk.length) this.out.write(chunk);
        if (final) this.out.end();
      }
    });
  }

  /** Checks fflate's and the 4 GB limit, then waits until the answer's stream has room. */
  private async room() {
    if (this.failure) throw this.failure;
    if (this.written > MAX32) throw new Error("zip larger than 4 GB (ZIP64 is not implemented)");
    await waitForRoom(this.out);
  }

  /** Starts an entry; entries are written one after the other (the previous must be closed). */
  async entry(name: string): Promise<ZipEntryWriter> {
    if (this.open) throw new Error("the previous zip entry is still open");
    if (this.entries >= 0xffff) throw new Error("more than 65,535 zip entries (ZIP64 is not implemented)");
    this.open = true;
    this.entries++;
    const file = {
      filename: name,
      size: 0,
      crc: 0,
      compression: DEFLATE,
      mtime: this.date,
      os: UNIX,
      attrs: FILE_MODE,
    } as ZipInputFile;
    this.zip.add(file); // sets file.ondata: what it is given goes out after the local header
    const entry = file as EntryFile;
    const deflate = zlib.createDeflateRaw({ level: this.level });
    // Compressed bytes go to the answer as they come; the producer waits on the answer (below).
    // (zlib's chunks are views of plain ArrayBuffers; fflate's type wants that said.)
    deflate.on("data", (chunk: Buffer) =>
      entry.ondata(null, new Uint8Array(chunk.buffer as ArrayBuffer, chunk.byteOffset, chunk.length), false),
    );
    const ended = once(deflate, "end");
    ended.catch(() => undefined); // observed in close(); a destroyed output must not leave it unhandled
    return {
      write: async (chunk) => {
        const buf = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
        if (!buf.length) return;
        entry.crc = zlib.crc32(buf, entry.crc);
        entry.size += buf.length;
        try {
          if (entry.size > MAX32) throw new Error("zip entry larger than 4 GB (ZIP64 is not implemented)");
          if (!deflate.write(buf)) await once(deflate, "drain");
          await this.room();
        } catch (error) {
          deflate.destroy(); // the export stops here: free zlib's native memory now, not at GC
          throw error;
        }
      },
      close: async () => {
        deflate.end();
        await ended;
        entry.ondata(null, new Uint8Array(0), true); // fflate writes the data descriptor
        this.open = false;
        await this.room();
      },
    };
  }

  /** A whole small entry at once (the fixed parts of the workbook). */
  async file(name: string, content: string | Buffer) {
    const entry = await this.entry(name);
    await entry.write(content);
    await entry.close();
  }

  /** Writes the central directory and the end record, then ends `out`. */
  async finish() {
    if (this.open) throw new Error("a zip entry is still open");
    this.zip.end();
    if (this.failure) throw this.failure;
    if (this.written > MAX32) throw new Error("zip larger than 4 GB (ZIP64 is not implemented)");
  }
}
