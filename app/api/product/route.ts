import { route } from "@/lib/http/route";
import { createProductContract } from "@/lib/products/contracts";
import { createProduct } from "@/lib/products/create-product";

export const POST = route(createProductContract, ({ caller, body }) => createProduct(caller.userId, body));
