import { route } from "@/lib/http/route";
import { copyPhotoContract } from "@/lib/tours/contracts";
import { copyTourPhoto } from "@/lib/tours/tour-photos";

export const POST = route(copyPhotoContract, ({ caller, body }) => copyTourPhoto(caller.userId, body));
