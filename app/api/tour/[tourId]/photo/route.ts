import { route } from "@/lib/http/route";
import { addPhotoContract } from "@/lib/tours/contracts";
import { addTourPhoto } from "@/lib/tours/tour-photos";

export const POST = route(addPhotoContract, ({ caller, params, body }) =>
  addTourPhoto(caller.userId, params.tourId, body.Photo, body.Order),
);
