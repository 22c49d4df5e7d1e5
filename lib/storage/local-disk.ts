// Local-disk storage under `${dataDir}/uploads/<area>/`. The data directory is read at each call
// so that tests (and a changed HAMSAFAR_DATA_DIR) see their own folder.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/config/env";
import { assertSafeKey, contentTypeOf, type Storage, type StorageArea } from "./storage";

export function uploadsRoot() {
  return path.resolve(env.dataDir, "uploads");
}

export function localDiskStorage(area: StorageArea): Storage {
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(uploadsRoot(), area, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename: a reader never sees half a file.
      const temporary = `${file}.${randomBytes(6).toString("hex")}.part`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return { bytes: await readFile(fileOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT" || (error as NodeJS.ErrnoException).code === "EISDIR")
          return null;
        throw error;
      }
    },
    async delete(key) {
      try {
        await unlink(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    },
  };
}
