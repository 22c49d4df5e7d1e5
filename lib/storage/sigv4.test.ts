import { describe, expect, it } from "vitest";
import { sha256Hex, signatureParts, signRequest } from "./sigv4";

// The worked examples of AWS's "Signature Calculations for the Authorization Header" (S3 API
// reference, sig-v4-header-based-auth): same credentials, date and requests, same signatures.
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
};
const date = new Date("2013-05-24T00:00:00Z");
const EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";

describe("SigV4", () => {
  it("hashes an empty payload like AWS", () => {
    expect(sha256Hex("")).toBe(EMPTY);
  });

  it("signs AWS's GET Object example", async () => {
    const parts = await signatureParts(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9" },
        payloadHash: EMPTY,
        date,
      },
      credentials,
    );
    expect(parts.canonicalRequest).toBe(
      [
        "GET",
        "/test.txt",
        "",
        "host:examplebucket.s3.amazonaws.com",
        "range:bytes=0-9",
        `x-amz-content-sha256:${EMPTY}`,
        "x-amz-date:20130524T000000Z",
        "",
        "host;range;x-amz-content-sha256;x-amz-date",
        EMPTY,
      ].join("\n"),
    );
    expect(parts.stringToSign.split("\n").at(-1)).toBe(
      "7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972",
    );
    expect(parts.signature).toBe("f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41");
    expect(parts.authorization).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs AWS's PUT Object example (encoded path, body hash, extra headers)", async () => {
    const body = "Welcome to Amazon S3.";
    const parts = await signatureParts(
      {
        method: "PUT",
        url: new URL("https://examplebucket.s3.amazonaws.com/test$file.text"),
        headers: { Date: "Fri, 24 May 2013 00:00:00 GMT", "x-amz-storage-class": "REDUCED_REDUNDANCY" },
        payloadHash: sha256Hex(body),
        date,
      },
      credentials,
    );
    expect(parts.canonicalRequest.split("\n")[1]).toBe("/test%24file.text");
    expect(parts.signature).toBe("98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd");
  });

  it("signs AWS's GET Bucket (list objects) example with a sorted query", async () => {
    const parts = await signatureParts(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/?max-keys=2&prefix=J"),
        payloadHash: EMPTY,
        date,
      },
      credentials,
    );
    expect(parts.canonicalRequest.split("\n")[2]).toBe("max-keys=2&prefix=J");
    expect(parts.signature).toBe("34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7");
  });

  it("changes the signature when anything signed changes", async () => {
    const base = {
      method: "GET",
      url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
      payloadHash: EMPTY,
      date,
    };
    const reference = (await signatureParts(base, credentials)).signature;
    expect((await signatureParts({ ...base, method: "DELETE" }, credentials)).signature).not.toBe(reference);
    expect(
      (await signatureParts({ ...base, url: new URL("https://examplebucket.s3.amazonaws.com/test2.txt") }, credentials))
        .signature,
    ).not.toBe(reference);
    expect((await signatureParts(base, { ...credentials, region: "ir-thr-at1" })).signature).not.toBe(reference);
    expect((await signatureParts(base, { ...credentials, secretAccessKey: "other" })).signature).not.toBe(reference);
  });

  it("gives fetch the headers to send, without host", async () => {
    const headers = await signRequest(
      {
        method: "GET",
        url: new URL("https://examplebucket.s3.amazonaws.com/test.txt"),
        headers: { Range: "bytes=0-9" },
        payloadHash: EMPTY,
        date,
      },
      credentials,
    );
    expect(headers).toEqual({
      range: "bytes=0-9",
      "x-amz-date": "20130524T000000Z",
      "x-amz-content-sha256": EMPTY,
      authorization: expect.stringContaining(
        "Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
      ),
    });
  });
});
