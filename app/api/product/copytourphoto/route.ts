import { route } from "@/lib/http/route";
import { copyProductPhotoContract } from "@/lib/products/contracts";
import { copyProductPhoto } from "@/lib/products/product-photos";

export const POST = route(copyProductPhotoContract, ({ caller, body }) => copyProductPhoto(caller.userId, body));
