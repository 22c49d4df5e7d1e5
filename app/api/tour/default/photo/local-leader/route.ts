import { route } from "@/lib/http/route";
import { removeDefaultLocalLeaderPhotoContract, setDefaultLocalLeaderPhotoContract } from "@/lib/tours/contracts";
import { removeDefaultLocalLeaderPhoto, setDefaultLocalLeaderPhoto } from "@/lib/tours/local-leader-photos";

export const POST = route(setDefaultLocalLeaderPhotoContract, ({ caller, body }) =>
  setDefaultLocalLeaderPhoto(caller.userId, body.Photo),
);
export const DELETE = route(removeDefaultLocalLeaderPhotoContract, ({ caller }) =>
  removeDefaultLocalLeaderPhoto(caller.userId),
);
