// A minimal streaming ZIP writer (PKWARE APPNOTE 6.3): what an .xlsx needs and nothing more.
// Why not a library: archiver (behind exceljs) allocates a chain of Buffers per write and made
// most of the export's memory; here each entry is one raw-deflate stream whose output goes
// straight to the answer, and the writer waits whenever the answer's stream is full, so memory
// stays flat whatever the row count.
// Format choices:
// - Sizes and CRC are not known before an entry is compressed, so each local header has
//   general-purpose bit 3 set and zeros in those fields; a data descriptor after the data carries
//   them, and the central directory at the end repeats them (readers use the directory).
// - Bit 11: names are UTF-8.
// - No ZIP64: a million-row export is ~50 MB; past 4 GB (or 65,535 entries) the writer fails
//   loudly instead of writing a corrupt file.
import { once } from "node:events";
import type { Writable } from "node:stream";
import zlib from "node:zlib";

const FLAGS = 0x0808; // bit 3 (data descriptor) | bit 11 (UTF-8 names)
const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate
const MAX32 = 0xffffffff;
// "Made by" Unix (3) with spec 2.0, and a plain rw-r--r-- file as the external attributes: an MS-DOS
// "made by" makes Info-ZIP's unzip read the names as an OEM code page instead of UTF-8.
const MADE_BY_UNIX = (3 << 8) | VERSION;
const FILE_MODE = (0o100644 << 16) >>> 0;

interface CentralRecord {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** MS-DOS date and time of `date` (local fields as UTC; two-second resolution). */
function dosDateTime(date: Date) {
  const year = Math.max(date.getUTCFullYear(), 1980);
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    day: ((year - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

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
    await Promise.race([once(stream, "drain", { signal: ac.signal }), once(stream, "close", { signal: ac.signal }).then(() => Promise.reject(new StreamClosedError()))]);
  } finally {
    ac.abort();
  }
}

/** One entry being written: `write` its bytes (waiting on backpressure), then `close` it. */
export interface ZipEntryWriter {
  write(chunk: string | Buffer): Promise<void>;
  close(): Promise<void>;
}

export class ZipStream {
  private offset = 0;
  private readonly records: CentralRecord[] = [];
  private open = false;
  private readonly stamp: { time: number; day: number };

  /** `level`: deflate level; 1 is fastest, and an export is CPU-bound on compression. */
  constructor(
    private readonly out: Writable,
    private readonly level = 1,
    date = new Date(),
  ) {
    this.stamp = dosDateTime(date);
  }

  /** Writes bytes (also from deflate's 'data' events, so it must not throw: the limit is checked by `room`). */
  private push(buf: Buffer) {
    this.offset += buf.length;
    this.out.write(buf);
  }

  /** Checks the 4 GB limit, then waits until the answer's stream has room. */
  private async room() {
    if (this.offset > MAX32) throw new Error("zip larger than 4 GB (ZIP64 is not implemented)");
    await waitForRoom(this.out);
  }

  /** The fields local and central headers share, in the same order: version needed, flags, method, time, date. */
  private writeCommon(header: Buffer, at: number) {
    header.writeUInt16LE(VERSION, at);
    header.writeUInt16LE(FLAGS, at + 2);
    header.writeUInt16LE(DEFLATE, at + 4);
    header.writeUInt16LE(this.stamp.time, at + 6);
    header.writeUInt16LE(this.stamp.day, at + 8);
  }

  /** Starts an entry; entries are written one after the other (the previous must be closed). */
  async entry(name: string): Promise<ZipEntryWriter> {
    if (this.open) throw new Error("the previous zip entry is still open");
    if (this.records.length >= 0xffff) throw new Error("more than 65,535 zip entries (ZIP64 is not implemented)");
    this.open = true;
    const nameBuf = Buffer.from(name, "utf8");
    const record: CentralRecord = { name: nameBuf, crc: 0, compressed: 0, size: 0, offset: this.offset };
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    this.writeCommon(header, 4);
    // crc-32, compressed and uncompressed sizes: 0 here, in the data descriptor (bit 3).
    header.writeUInt16LE(nameBuf.length, 26);
    this.push(Buffer.concat([header, nameBuf]));

    const deflate = zlib.createDeflateRaw({ level: this.level });
    // Compressed bytes go to the answer as they come; the producer waits on the answer (below).
    deflate.on("data", (chunk: Buffer) => {
      record.compressed += chunk.length;
      this.push(chunk);
    });
    const ended = once(deflate, "end");
    ended.catch(() => undefined); // observed in close(); a destroyed output must not leave it unhandled
    return {
      write: async (chunk) => {
        const buf = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
        if (!buf.length) return;
        record.crc = zlib.crc32(buf, record.crc);
        record.size += buf.length;
        try {
          if (record.size > MAX32) throw new Error("zip entry larger than 4 GB (ZIP64 is not implemented)");
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
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(record.crc, 4);
        descriptor.writeUInt32LE(record.compressed, 8);
        descriptor.writeUInt32LE(record.size, 12);
        this.push(descriptor);
        this.records.push(record);
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
    const start = this.offset;
    for (const r of this.records) {
      const header = Buffer.alloc(46);
      header.writeUInt32LE(0x02014b50, 0);
      header.writeUInt16LE(MADE_BY_UNIX, 4);
      this.writeCommon(header, 6);
      header.writeUInt32LE(r.crc, 16);
      header.writeUInt32LE(r.compressed, 20);
      header.writeUInt32LE(r.size, 24);
      header.writeUInt16LE(r.name.length, 28);
      // extra, comment, disk number, internal attributes: 0
      header.writeUInt32LE(FILE_MODE, 38);
      header.writeUInt32LE(r.offset, 42);
      this.push(Buffer.concat([header, r.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.records.length, 8);
    end.writeUInt16LE(this.records.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.push(end);
    await this.room();
    this.out.end();
  }
}
