// The storage driver for an area, chosen by STORAGE_DRIVER ("local", the default, or "s3"), and
// the URLs under which the app serves stored files. Both kinds of URL go through this app (the
// bucket itself stays private), so they look the same whatever the driver.
import { env } from "@/lib/config/env";
import { privateFileContract } from "./contracts";
import { localDiskStorage } from "./local-disk";
import { s3StorageFromEnv } from "./s3";
import type { Storage, StorageArea } from "./storage";

export type { Storage, StorageArea, StoredFile } from "./storage";
export { isSafeKey } from "./storage";

export function storageDriver(): "local" | "s3" {
  return env.STORAGE_DRIVER;
}

export function getStorage(area: StorageArea): Storage {
  return storageDriver() === "s3" ? s3StorageFromEnv(area) : localDiskStorage(area);
}

export const publicFileUrl = (key: string | null | undefined) => (key ? `/uploads/${key}` : null);
/** The key's slashes stay: the route's `{key}` is a catch-all of segments. */
export const privateFileUrl = (key: string | null | undefined) =>
  key ? privateFileContract.path.replace("{key}", key) : null;
