import { route } from "@/lib/http/route";
import { listSalesContract } from "@/lib/installments/contracts";
import { listSales } from "@/lib/installments/list-sales";

export const GET = route(listSalesContract, ({ caller, query }) => listSales(caller.userId, query));
