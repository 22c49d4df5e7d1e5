// The four photo slots and the local-leader photo of the wizard. In edit mode every change is a
// call at once (the tour exists). In add and copy mode nothing can be uploaded before the tour has
// an id, so the chosen files (and, in copy mode, the source tour's photos) wait in the slots and
// are placed right after the tour is created: files uploaded, source photos copied with
// CopyTourPhoto, in slot order.
import { toast } from "react-toastify";
import type { SlotPhoto } from "@/components/ui/photo-slots";
import { ApiClientError } from "@/lib/client/api-client";
import type { EditTour, WizardMode } from "@/components/tour-wizard/tour-draft";
import { TOUR_TOASTS } from "./labels";
import { tourApi } from "./tour-api";

/** A slot of the shared photo slots (components/ui/photo-slots.tsx). */
export type PhotoItem = SlotPhoto;

export type LeaderPhoto =
  | { kind: "stored"; address: string }
  | { kind: "source"; address: string }
  | { kind: "file"; file: File; address: string };

export function initialPhotos(mode: WizardMode, tour: EditTour | null): PhotoItem[] {
  if (!tour || mode === "add") return [];
  const kind = mode === "edit" ? "stored" : "source";
  return tour.photos.filter((p) => p.address).map((p) => ({ kind, name: p.name, address: p.address! }));
}

export function initialLeaderPhoto(mode: WizardMode, tour: EditTour | null): LeaderPhoto | null {
  // While the tour copies the default tour's photo, the edit view answers that one: not the tour's own.
  if (!tour || mode === "add" || tour.copyLocalLeaderPhotoFromDefaultTour || !tour.localLeaderPhoto?.address)
    return null;
  return { kind: mode === "edit" ? "stored" : "source", address: tour.localLeaderPhoto.address };
}

/** The spec's photo toast, with the server's reason when it gave one. */
export function photoFailed(message: string, error: unknown) {
  const reason = error instanceof ApiClientError ? error.errors[0] : undefined;
  toast.error(reason ? `${message} ${reason}` : message);
}

/** After POST /api/Tour: fills the new tour's slots in order and sets its local-leader photo. */
export async function placePhotosOfNewTour(tourId: number, photos: PhotoItem[], leaderPhoto: LeaderPhoto | null) {
  for (const [index, photo] of photos.entries()) {
    try {
      if (photo.kind === "file") await tourApi.uploadPhoto(tourId, photo.file, index + 1);
      else await tourApi.copyPhoto(tourId, photo.name, index + 1);
    } catch (error) {
      // The tour is saved; a photo that did not make it can be added on the edit page.
      photoFailed(TOUR_TOASTS.photoSaveFailed, error);
    }
  }
  if (!leaderPhoto || leaderPhoto.kind === "stored") return;
  try {
    // No call copies a local-leader photo: the copy takes the source tour's image as a new upload.
    const file = leaderPhoto.kind === "file" ? leaderPhoto.file : await (await fetch(leaderPhoto.address)).blob();
    await tourApi.setLocalLeaderPhoto(tourId, file);
  } catch (error) {
    photoFailed(TOUR_TOASTS.leaderPhotoFailed, error);
  }
}
