import "server-only";
// Private files (identity documents) are read by their owner, whose id is the key's folder
// (users/<id>/...), or by an operator. Anyone else gets the same 404 as for a missing file.
import type { Caller } from "@/lib/auth/caller";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { getStorage } from "./index";
import { isSafeKey, type StoredFile } from "./storage";

export function ownerOfKey(key: string): number | null {
  const match = /^users\/(\d{1,10})\//.exec(key);
  return match ? Number(match[1]) : null;
}

export async function readPrivateFile(caller: Caller, key: string): Promise<StoredFile> {
  if (!isSafeKey(key)) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (caller.role !== "Operator" && ownerOfKey(key) !== caller.userId)
    throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const file = await getStorage("private").get(key);
  if (!file) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return file;
}
