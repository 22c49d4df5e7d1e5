import "server-only";
// Upload, replace and delete a user's images. The new file is stored first and the column switched
// in a transaction that locks the user row, so two uploads at once each replace the file they saw;
// the old file is removed only after the switch committed, and the new one if the switch failed.
import { randomBytes } from "node:crypto";
import type { Caller } from "@/lib/auth/caller";
import { prisma, type Prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { processImage } from "@/lib/images/process-image";
import { getStorage } from "@/lib/storage";
import { expireSiteOfLeader } from "@/lib/tours/public-tour-cache";
import { getSelfProfile } from "./get-self-profile";
import type { PhotoSlot } from "./photo-slots";
import { resolvePhotoTarget } from "./photo-target";

const PHOTO_COLUMNS = {
  photo: true,
  photoNationalCard: true,
  photoPersonal: true,
  photoGuidanceCard: true,
  photoLicence: true,
} as const satisfies Record<PhotoSlot["column"], true>;

async function swapPhotoKey(userId: number, slot: PhotoSlot, key: string | null): Promise<string | null> {
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<{ id: number }[]>`select id from "User" where id = ${userId} for update`;
    if (!locked.length) throw notFound(HTTP_MESSAGES.notFound, "not_found");
    const current = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: PHOTO_COLUMNS });
    const previous = current[slot.column];
    // Deleting what is not there changes nothing (and un-confirms nothing).
    if (key === null && previous === null) return null;
    const data: Prisma.UserUpdateInput = { [slot.column]: key };
    // Documents the operator has not seen are not confirmed documents.
    if (slot.identity) data.identityDocsConfirmed = false;
    await tx.user.update({ where: { id: userId }, data });
    return previous;
  });
}

async function removeQuietly(slot: PhotoSlot, key: string) {
  try {
    await getStorage(slot.area).delete(key);
  } catch (error) {
    // An orphaned file is harmless; failing the request after the change committed is not.
    console.error("[photos] could not remove", slot.area, key, error);
  }
}

export async function uploadUserPhoto(input: {
  caller: Caller;
  targetId: number | undefined;
  slot: PhotoSlot;
  file: File;
}) {
  const userId = await resolvePhotoTarget(input.caller, input.targetId);
  const image = await processImage(Buffer.from(await input.file.arrayBuffer()), input.slot.variant);
  const key = `users/${userId}/${input.slot.fileStem}-${randomBytes(12).toString("hex")}.webp`;
  await getStorage(input.slot.area).put(key, image.bytes, image.contentType);
  let previous: string | null;
  try {
    previous = await swapPhotoKey(userId, input.slot, key);
  } catch (error) {
    await removeQuietly(input.slot, key);
    throw error;
  }
  if (previous) await removeQuietly(input.slot, previous);
  expireSiteOfLeader(userId);
  return getSelfProfile(userId);
}

export async function deleteUserPhoto(input: { caller: Caller; targetId: number | undefined; slot: PhotoSlot }) {
  const userId = await resolvePhotoTarget(input.caller, input.targetId);
  const previous = await swapPhotoKey(userId, input.slot, null);
  if (previous) await removeQuietly(input.slot, previous);
  expireSiteOfLeader(userId);
  return getSelfProfile(userId);
}
