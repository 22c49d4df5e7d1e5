import { describe, expect, it } from "vitest";
import { ResponseReader } from "./response-reader";

const answer = (status: number, head: string, body = "") => `HTTP/1.1 ${status} X\r\n${head}\r\n\r\n${body}`;
const sized = (status: number, body: string) => answer(status, `content-length: ${Buffer.byteLength(body)}`, body);
const chunked = (...chunks: string[]) =>
  answer(
    200,
    "Transfer-Encoding: chunked",
    chunks.map((c) => `${Buffer.byteLength(c).toString(16)}\r\n${c}\r\n`).join("") + "0\r\n\r\n",
  );

/** Feeds `stream` cut at `cuts` and gathers every status the reader reports. */
function read(stream: string, cuts: number[] = []): number[] {
  const bytes = Buffer.from(stream);
  const reader = new ResponseReader();
  const statuses: number[] = [];
  let from = 0;
  for (const at of [...cuts, bytes.length]) {
    statuses.push(...reader.push(bytes.subarray(from, at)));
    from = at;
  }
  return statuses;
}

/** Every single cut of `stream` gives the same statuses as the whole. */
function everyCut(stream: string, expected: number[]) {
  const length = Buffer.byteLength(stream);
  for (let at = 1; at < length; at++) expect(read(stream, [at]), `cut at ${at}`).toEqual(expected);
}

describe("ResponseReader", () => {
  it("ends an answer after its Content-Length, however the bytes arrive", () => {
    const stream = sized(200, "سلام، <p>۱۲۳</p>") + sized(404, "");
    expect(read(stream)).toEqual([200, 404]);
    everyCut(stream, [200, 404]);
  });

  it("does not end an answer before its whole body has arrived", () => {
    const stream = sized(200, "0123456789");
    expect(read(stream, [stream.length - 1])).toEqual([200]);
    const reader = new ResponseReader();
    expect(reader.push(Buffer.from(stream.slice(0, -1)))).toEqual([]);
  });

  it("follows chunk sizes, a chunk extension and trailers", () => {
    const withExtension = answer(
      200,
      "transfer-encoding: gzip, chunked",
      "5;name=v\r\nabcde\r\n0\r\nx-trailer: 1\r\n\r\n",
    );
    const stream = chunked("<html>", "‌بلیت", "\r\n\r\n") + withExtension + sized(200, "ok");
    expect(read(stream)).toEqual([200, 200, 200]);
    everyCut(stream, [200, 200, 200]);
  });

  it("reads no body for 204 and 304, and waits for the answer after a 100", () => {
    const stream = answer(304, 'etag: "a"') + answer(100, "x: y") + sized(201, "made") + answer(204, "x: y");
    expect(read(stream)).toEqual([304, 201, 204]);
    everyCut(stream, [304, 201, 204]);
  });

  it("refuses what is not an HTTP/1.1 answer or has no way to tell its end", () => {
    expect(() => read("SSH-2.0-OpenSSH\r\n\r\n")).toThrow(/not an HTTP/);
    expect(() => read(answer(200, "x: y", "body"))).toThrow(/neither Content-Length nor chunks/);
    expect(() => read(answer(200, "transfer-encoding: chunked", "zz\r\n"))).toThrow(/hexadecimal/);
  });
});
