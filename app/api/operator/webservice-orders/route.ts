import { listWebServiceOrdersContract } from "@/lib/affiliates/contracts";
import { listWebServiceOrders } from "@/lib/affiliates/list-web-service-orders";
import { route } from "@/lib/http/route";

export const GET = route(listWebServiceOrdersContract, ({ query }) => listWebServiceOrders(query));
