// AWS Signature Version 4 for S3-compatible object storage (AWS, MinIO, ArvanCloud, ...), with
// node:crypto only. Headers-based signing of one request; the payload hash is sent in
// x-amz-content-sha256 as S3 requires.
import { createHash, createHmac } from "node:crypto";

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
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX. */
function encodeRfc3986(value: string) {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** S3 signs the path encoded once, segment by segment (slashes kept). */
function canonicalPath(url: URL) {
  return url.pathname
    .split("/")
    .map((segment) => encodeRfc3986(decodeURIComponent(segment)))
    .join("/");
}

function canonicalQuery(url: URL) {
  return [...url.searchParams]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
}

export function amzDate(date: Date) {
  return date.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

export function signingKey(secretAccessKey: string, day: string, region: string, service: string) {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), service), "aws4_request");
}

/** The pieces of a signature, exposed so that tests can compare each step with AWS's examples. */
export function signatureParts(request: SigV4Request, credentials: SigV4Credentials) {
  const service = credentials.service ?? "s3";
  const stamp = amzDate(request.date ?? new Date());
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) headers[name.toLowerCase()] = value.trim().replace(/\s+/g, " ");
  headers.host = request.url.host;
  headers["x-amz-date"] = stamp;
  headers["x-amz-content-sha256"] = request.payloadHash;
  const names = Object.keys(headers).sort();
  const signedHeaders = names.join(";");
  const canonicalRequest = [
    request.method.toUpperCase(),
    canonicalPath(request.url),
    canonicalQuery(request.url),
    names.map((name) => `${name}:${headers[name]}\n`).join(""),
    signedHeaders,
    request.payloadHash,
  ].join("\n");
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", stamp, scope, sha256Hex(canonicalRequest)].join("\n");
  const signature = createHmac("sha256", signingKey(credentials.secretAccessKey, day, credentials.region, service))
    .update(stringToSign)
    .digest("hex");
  const authorization = `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, authorization, headers };
}

/** Headers to send with the request (host is set by fetch itself). */
export function signRequest(request: SigV4Request, credentials: SigV4Credentials): Record<string, string> {
  const { authorization, headers } = signatureParts(request, credentials);
  const { host: _host, ...rest } = headers;
  return { ...rest, authorization };
}
