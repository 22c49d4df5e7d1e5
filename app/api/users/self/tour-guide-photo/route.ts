import { route } from "@/lib/http/route";
import { deleteIdentityPhotoContract, uploadIdentityPhotoContract } from "@/lib/profile/contracts";
import { PHOTO_SLOTS } from "@/lib/profile/photo-slots";
import { deleteUserPhoto, uploadUserPhoto } from "@/lib/profile/user-photos";

const slot = PHOTO_SLOTS["tour-guide-photo"];

export const POST = route(uploadIdentityPhotoContract("tour-guide-photo"), ({ caller, body }) =>
  uploadUserPhoto({ caller, targetId: body.LeaderId, slot, file: body.Photo }),
);

export const DELETE = route(deleteIdentityPhotoContract("tour-guide-photo"), ({ caller, query }) =>
  deleteUserPhoto({ caller, targetId: query.id, slot }),
);
