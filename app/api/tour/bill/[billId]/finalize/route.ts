import { route } from "@/lib/http/route";
import { finalizeContract } from "@/lib/payments/contracts";
import { finalizeBill } from "@/lib/payments/finalize-bill";

export const POST = route(finalizeContract, ({ params }) => finalizeBill(params.billId));
