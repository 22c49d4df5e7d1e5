// AWS Signature Version 4 for S3-compatible object storage (AWS, MinIO, ArvanCloud, ...): aws4fetch's
// signer (headers-based signing of one request), with the payload hash sent in
// x-amz-content-sha256 as S3 requires. This module only adapts it to our request shape.
import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (added here). */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body (sha256Hex(body)), or "UNSIGNED-PAYLOAD". */
  payloadHash: string;
  date?: Date;
}

export const sha256Hex = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");

export function amzDate(date: Date) {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

function signer(request: SigV4Request, credentials: SigV4Credentials) {
  return new AwsV4Signer({
    method: request.method.toUpperCase(),
    url: request.url.toString(),
    headers: { ...request.headers, "x-amz-content-sha256": request.payloadHash },
    accessKeyId: credentials.accessKeyId,
    secretAccessKey: credentials.secretAccessKey,
    region: credentials.region,
    service: credentials.service ?? "s3",
    datetime: amzDate(request.date ?? new Date()),
    // Sign every header we send (Range included), as AWS's worked examples do.
    allHeaders: true,
  });
}

/** The pieces of a signature, exposed so that tests can compare each step with AWS's examples. */
export async function signatureParts(request: SigV4Request, credentials: SigV4Credentials) {
  const s = signer(request, credentials);
  return {
    canonicalRequest: await s.canonicalString(),
    stringToSign: await s.stringToSign(),
    signature: await s.signature(),
    authorization: await s.authHeader(),
  };
}

/** Headers to send with the request (host is set by fetch itself). */
export async function signRequest(
  request: SigV4Request,
  credentials: SigV4Credentials,
): Promise<Record<string, string>> {
  const { headers } = await signer(request, credentials).sign();
  const out: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (name !== "host") out[name] = value;
  });
  return out;
}
