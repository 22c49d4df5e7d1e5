import { orderWebServiceContract } from "@/lib/affiliates/contracts";
import { orderWebService } from "@/lib/affiliates/order-web-service";
import { route } from "@/lib/http/route";

export const POST = route(orderWebServiceContract, ({ caller, body }) => orderWebService(caller.userId, body));
