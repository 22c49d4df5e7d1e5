// File storage behind one small interface, so the local disk (default) and an S3-compatible bucket
// are interchangeable. Two areas: "public" files are served to anyone at /uploads/<key>; "private"
// files (identity documents) only through the authenticated /api/files/private/<key>.

export type StorageArea = "public" | "private";

export interface StoredFile {
  bytes: Buffer;
  contentType: string;
}

export interface Storage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** null when there is no such file. */
  get(key: string): Promise<StoredFile | null>;
  /** Deleting a missing file is not an error: a replaced file may already be gone. */
  delete(key: string): Promise<void>;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

/**
 * Keys are relative paths of plain segments: no "..", no leading dot, no empty segment, no
 * backslash. Both the drivers and the routes that serve files refuse anything else, which is
 * what keeps a crafted URL from reaching outside the uploads folder.
 */
export function isSafeKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false;
  return key.split("/").every((segment) => SEGMENT.test(segment) && !segment.includes(".."));
}

export function assertSafeKey(key: string) {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

const TYPES: Record<string, string> = {
  webp: "image/webp",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
};

/** Content type from the key's extension (keys are made by the server, never by the client). */
export function contentTypeOf(key: string): string {
  const extension = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return TYPES[extension] ?? "application/octet-stream";
}
