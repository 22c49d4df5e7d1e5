import "server-only";
// The local leader's photo of a tour (POST/DELETE /api/Tour/{tourId}/Photo/local-leader), of the
// default tour (/api/Tour/default/Photo/local-leader), and the default tour photo
// (POST /api/Tour/UploadDefaultPhotoForTour), shown on tours that have no photo of their own.
import { prisma } from "@/lib/db/client";
import { assertOwnedTour, withOwnedTour } from "./access";
import { commitPhoto } from "@/lib/images/photo-files";
import { deleteTourImages, storeTourImage, TOUR_IMAGES, tourPhotoUrl } from "./photo-files";
import { expirePublicTourCache, leaderToursTag } from "./public-tour-cache";

const view = (name: string | null) => ({ name, address: tourPhotoUrl(name) });

/** Uploading a tour's own local-leader photo turns off copying the default tour's (spec §4). */
export async function setTourLocalLeaderPhoto(leaderId: number, tourId: number, file: File) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const name = await storeTourImage(file, `ll${tourId}`, "avatar");
  return commitPhoto(TOUR_IMAGES, name, () =>
    withOwnedTour(leaderId, tourId, async (tx) => {
      const { localLeaderPhoto } = await tx.tour.findUniqueOrThrow({
        where: { id: tourId },
        select: { localLeaderPhoto: true },
      });
      await tx.tour.update({
        where: { id: tourId },
        data: { localLeaderPhoto: name, copyLocalLeaderPhotoFromDefaultTour: false },
        select: { id: true },
      });
      return { replaced: localLeaderPhoto, result: view(name) };
    }),
  );
}

export async function removeTourLocalLeaderPhoto(leaderId: number, tourId: number) {
  const previous = await withOwnedTour(leaderId, tourId, async (tx) => {
    const { localLeaderPhoto } = await tx.tour.findUniqueOrThrow({
      where: { id: tourId },
      select: { localLeaderPhoto: true },
    });
    await tx.tour.update({
      where: { id: tourId },
      data: { localLeaderPhoto: null, copyLocalLeaderPhotoFromDefaultTour: false },
      select: { id: true },
    });
    return localLeaderPhoto;
  });
  await deleteTourImages([previous]);
  return view(null);
}

type DefaultPhotoField = "localLeaderPhoto" | "defaultPhoto";

/** `name` null removes the photo. */
async function replaceDefaultPhoto(leaderId: number, field: DefaultPhotoField, name: string | null) {
  const write = async () => {
    const replaced = await prisma.$transaction(async (tx) => {
      const current = await tx.defaultTour.findUnique({
        where: { leaderId },
        select: { [field]: true } as Record<DefaultPhotoField, true>,
      });
      await tx.defaultTour.upsert({
        where: { leaderId },
        create: { leaderId, [field]: name },
        update: { [field]: name },
        select: { id: true },
      });
      return (current?.[field] as string | null | undefined) ?? null;
    });
    // The default photos show on every tour of the leader that has none of its own.
    expirePublicTourCache(leaderToursTag(leaderId));
    return { replaced, result: view(name) };
  };
  if (name) return commitPhoto(TOUR_IMAGES, name, write);
  const { replaced, result } = await write();
  await deleteTourImages([replaced]);
  return result;
}

export async function setDefaultLocalLeaderPhoto(leaderId: number, file: File) {
  return replaceDefaultPhoto(leaderId, "localLeaderPhoto", await storeTourImage(file, `dll${leaderId}`, "avatar"));
}

export const removeDefaultLocalLeaderPhoto = (leaderId: number) =>
  replaceDefaultPhoto(leaderId, "localLeaderPhoto", null);

export async function uploadDefaultTourPhoto(leaderId: number, file: File) {
  return replaceDefaultPhoto(leaderId, "defaultPhoto", await storeTourImage(file, `dp${leaderId}`));
}
