// Reads HTTP/1.1 answers off a byte stream and tells where each ends, without decoding its body: the head up to its blank
// line, then the body by Content-Length or by its chunk sizes (Transfer-Encoding: chunked, extensions and trailers allowed).
// Enough for bench/http-load.ts against our own server: GET only (so every 1xx, 204 and 304 has no body), no upgrade.

const HEAD_END = Buffer.from("\r\n\r\n");
const LINE_END = Buffer.from("\r\n");

type State =
  | { at: "head" }
  | { at: "body"; left: number }
  | { at: "chunk-size" }
  | { at: "chunk-data"; left: number }
  | { at: "trailers" };

export class ResponseReader {
  private pending: Buffer = Buffer.alloc(0);
  private state: State = { at: "head" };
  private status = 0;

  /** Takes the next bytes; returns the status of each answer they complete, in order. */
  push(chunk: Buffer): number[] {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const done: number[] = [];
    while (this.step(done));
    return done;
  }

  /** One move of the state machine; false when it needs more bytes. */
  private step(done: number[]): boolean {
    const state = this.state;
    switch (state.at) {
      case "head": {
        const end = this.pending.indexOf(HEAD_END);
        if (end < 0) return false;
        const head = this.pending.toString("latin1", 0, end);
        this.pending = this.pending.subarray(end + HEAD_END.length);
        if (!/^HTTP\/1\.[01] \d{3}/.test(head)) throw new Error(`not an HTTP/1.1 answer: ${head.slice(0, 40)}`);
        this.status = Number(head.slice(9, 12));
        if ((this.status >= 100 && this.status < 200) || this.status === 204 || this.status === 304) {
          if (this.status >= 200) done.push(this.status); // 1xx: the real answer follows
          return true;
        }
        if (/\r\ntransfer-encoding:[^\r]*chunked/i.test(head)) this.state = { at: "chunk-size" };
        else {
          const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          if (!length) throw new Error(`an answer with neither Content-Length nor chunks (status ${this.status})`);
          this.state = { at: "body", left: Number(length[1]) };
        }
        return true;
      }
      case "body":
      case "chunk-data": {
        // A chunk's data is followed by CRLF.
        const need = state.left + (state.at === "chunk-data" ? LINE_END.length : 0);
        if (this.pending.length < need) return false;
        this.pending = this.pending.subarray(need);
        if (state.at === "chunk-data") this.state = { at: "chunk-size" };
        else this.finish(done);
        return true;
      }
      case "chunk-size": {
        const end = this.pending.indexOf(LINE_END);
        if (end < 0) return false;
        const size = parseInt(this.pending.toString("latin1", 0, end).split(";")[0], 16);
        if (Number.isNaN(size)) throw new Error("a chunk size that is not hexadecimal");
        this.pending = this.pending.subarray(end + LINE_END.length);
        this.state = size === 0 ? { at: "trailers" } : { at: "chunk-data", left: size };
        return true;
      }
      case "trailers": {
        // Trailer lines, then an empty line: the answer ends at the first CRLF that starts a line.
        const end = this.pending.indexOf(LINE_END);
        if (end < 0) return false;
        this.pending = this.pending.subarray(end + LINE_END.length);
        if (end === 0) this.finish(done);
        return true;
      }
    }
  }

  private finish(done: number[]) {
    done.push(this.status);
    this.state = { at: "head" };
  }
}
