import { route } from "@/lib/http/route";
import { removeLocalLeaderPhotoContract, setLocalLeaderPhotoContract } from "@/lib/tours/contracts";
import { removeTourLocalLeaderPhoto, setTourLocalLeaderPhoto } from "@/lib/tours/local-leader-photos";

export const POST = route(setLocalLeaderPhotoContract, ({ caller, params, body }) =>
  setTourLocalLeaderPhoto(caller.userId, params.tourId, body.Photo),
);
export const DELETE = route(removeLocalLeaderPhotoContract, ({ caller, params }) =>
  removeTourLocalLeaderPhoto(caller.userId, params.tourId),
);
