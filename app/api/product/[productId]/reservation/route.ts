import { route } from "@/lib/http/route";
import { orderProductContract } from "@/lib/products/contracts";
import { orderProduct } from "@/lib/products/order-product";

export const POST = route(orderProductContract, ({ params, body }) => orderProduct(params.productId, body));
