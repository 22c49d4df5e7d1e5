import { route } from "@/lib/http/route";
import { deletePhotoContract } from "@/lib/tours/contracts";
import { deleteTourPhoto } from "@/lib/tours/tour-photos";

export const DELETE = route(deletePhotoContract, ({ caller, params }) =>
  deleteTourPhoto(caller.userId, params.tourId, params.photoName),
);
