import "server-only";
// The storage driver for an area, chosen by STORAGE_DRIVER ("local", the default, or "s3"), and
// the URLs under which the app serves stored files. Both kinds of URL go through this app (the
// bucket itself stays private), so they look the same whatever the driver.
import { localDiskStorage } from "./local-disk";
import { s3StorageFromEnv } from "./s3";
import type { Storage, StorageArea } from "./storage";

export type { Storage, StorageArea, StoredFile } from "./storage";
export { isSafeKey } from "./storage";

export function storageDriver(): "local" | "s3" {
  const driver = (process.env.STORAGE_DRIVER ?? "local").trim().toLowerCase();
  if (driver === "local" || driver === "") return "local";
  if (driver === "s3") return "s3";
  throw new Error(`STORAGE_DRIVER must be "local" or "s3", not ${JSON.stringify(driver)}`);
}

export function getStorage(area: StorageArea): Storage {
  return storageDriver() === "s3" ? s3StorageFromEnv(area) : localDiskStorage(area);
}

export const publicFileUrl = (key: string | null | undefined) => (key ? `/uploads/${key}` : null);
export const privateFileUrl = (key: string | null | undefined) => (key ? `/api/files/private/${key}` : null);
