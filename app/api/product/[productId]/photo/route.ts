import { route } from "@/lib/http/route";
import { addProductPhotoContract } from "@/lib/products/contracts";
import { addProductPhoto } from "@/lib/products/product-photos";

export const POST = route(addProductPhotoContract, ({ caller, params, body }) =>
  addProductPhoto(caller.userId, params.productId, body.Photo, body.Order),
);
