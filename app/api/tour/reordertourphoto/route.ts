import { route } from "@/lib/http/route";
import { reorderPhotosContract } from "@/lib/tours/contracts";
import { reorderTourPhotos } from "@/lib/tours/tour-photos";

export const POST = route(reorderPhotosContract, ({ caller, body }) => reorderTourPhotos(caller.userId, body));
