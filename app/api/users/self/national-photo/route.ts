import { route } from "@/lib/http/route";
import { deleteIdentityPhotoContract, uploadIdentityPhotoContract } from "@/lib/profile/contracts";
import { PHOTO_SLOTS } from "@/lib/profile/photo-slots";
import { deleteUserPhoto, uploadUserPhoto } from "@/lib/profile/user-photos";

const slot = PHOTO_SLOTS["national-photo"];

export const POST = route(uploadIdentityPhotoContract("national-photo"), ({ caller, body }) =>
  uploadUserPhoto({ caller, targetId: body.LeaderId, slot, file: body.Photo }),
);

export const DELETE = route(deleteIdentityPhotoContract("national-photo"), ({ caller, query }) =>
  deleteUserPhoto({ caller, targetId: query.id, slot }),
);
