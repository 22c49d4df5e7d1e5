// S3-compatible storage (STORAGE_DRIVER=s3): one bucket, path-style addressing (works with MinIO
// and Iranian providers as well as AWS), areas as key prefixes "public/" and "private/". The bucket
// stays private: the app serves both areas itself (/uploads and /api/files/private).
import { env } from "@/lib/config/env";
import { sha256Hex, signRequest, type SigV4Credentials } from "./sigv4";
import { assertSafeKey, type Storage, type StorageArea } from "./storage";

export interface S3Config extends SigV4Credentials {
  endpoint: string;
  bucket: string;
}

function required(name: "S3_ENDPOINT" | "S3_BUCKET" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY") {
  const value = env[name];
  if (!value) throw new Error(`${name} must be set when STORAGE_DRIVER=s3`);
  return value;
}

export function s3ConfigFromEnv(): S3Config {
  return {
    endpoint: required("S3_ENDPOINT"),
    bucket: required("S3_BUCKET"),
    region: env.S3_REGION,
    accessKeyId: required("S3_ACCESS_KEY_ID"),
    secretAccessKey: required("S3_SECRET_ACCESS_KEY"),
  };
}

export function s3ObjectUrl(config: S3Config, area: StorageArea, key: string) {
  assertSafeKey(key);
  const base = config.endpoint.replace(/\/+$/, "");
  return new URL(`${base}/${encodeURIComponent(config.bucket)}/${area}/${key}`);
}

export function s3Storage(config: S3Config, area: StorageArea, fetchImpl: typeof fetch = fetch): Storage {
  async function send(method: string, key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = s3ObjectUrl(config, area, key);
    const signed = await signRequest({ method, url, headers, payloadHash: sha256Hex(body ?? "") }, config);
    return fetchImpl(url, { method, headers: signed, body: body ? new Uint8Array(body) : undefined });
  }
  async function fail(response: Response, what: string): Promise<never> {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`S3 ${what} failed with ${response.status}: ${detail}`);
  }
  return {
    async put(key, bytes, contentType) {
      const response = await send("PUT", key, bytes, { "content-type": contentType });
      if (!response.ok) await fail(response, `PUT ${key}`);
    },
    async get(key) {
      const response = await send("GET", key);
      if (response.status === 404) return null;
      if (!response.ok) await fail(response, `GET ${key}`);
      return {
        bytes: Buffer.from(await response.arrayBuffer()),
        contentType: response.headers.get("content-type") ?? "application/octet-stream",
      };
    },
    async delete(key) {
      const response = await send("DELETE", key);
      // S3 answers 204 whether or not the object existed.
      if (!response.ok && response.status !== 404) await fail(response, `DELETE ${key}`);
    },
  };
}

export const s3StorageFromEnv = (area: StorageArea) => s3Storage(s3ConfigFromEnv(), area);
