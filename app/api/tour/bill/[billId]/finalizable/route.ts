import { route } from "@/lib/http/route";
import { finalizableContract } from "@/lib/payments/contracts";
import { getFinalizable } from "@/lib/payments/finalize-bill";

export const GET = route(finalizableContract, ({ params }) => getFinalizable(params.billId));
