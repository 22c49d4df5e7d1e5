import { route } from "@/lib/http/route";
import { exportSalesContract } from "@/lib/installments/contracts";
import { exportSales } from "@/lib/installments/export-sales";

export const GET = route(exportSalesContract, ({ caller, query }) => exportSales(caller.userId, query));
