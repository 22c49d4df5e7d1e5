import { route } from "@/lib/http/route";
import { deleteProductPhotoContract } from "@/lib/products/contracts";
import { deleteProductPhoto } from "@/lib/products/product-photos";

export const DELETE = route(deleteProductPhotoContract, ({ caller, params }) =>
  deleteProductPhoto(caller.userId, params.productId, params.photoName),
);
