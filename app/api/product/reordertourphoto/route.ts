import { route } from "@/lib/http/route";
import { reorderProductPhotosContract } from "@/lib/products/contracts";
import { reorderProductPhotos } from "@/lib/products/product-photos";

export const POST = route(reorderProductPhotosContract, ({ caller, body }) =>
  reorderProductPhotos(caller.userId, body),
);
