import { route } from "@/lib/http/route";
import { uploadDefaultPhotoContract } from "@/lib/tours/contracts";
import { uploadDefaultTourPhoto } from "@/lib/tours/local-leader-photos";

export const POST = route(uploadDefaultPhotoContract, ({ caller, body }) =>
  uploadDefaultTourPhoto(caller.userId, body.Image),
);
