import { route } from "@/lib/http/route";
import { deleteProfilePhotoContract, uploadProfilePhotoContract } from "@/lib/profile/contracts";
import { PHOTO_SLOTS } from "@/lib/profile/photo-slots";
import { deleteUserPhoto, uploadUserPhoto } from "@/lib/profile/user-photos";

const slot = PHOTO_SLOTS.Photo;

export const PUT = route(uploadProfilePhotoContract, ({ caller, body }) =>
  uploadUserPhoto({ caller, targetId: body.UserId, slot, file: body.Photo }),
);

export const DELETE = route(deleteProfilePhotoContract, ({ caller, query }) =>
  deleteUserPhoto({ caller, targetId: query.UserId, slot }),
);
