import { route } from "@/lib/http/route";
import { cancelSaleContract } from "@/lib/installments/contracts";
import { cancelInstallmentSale } from "@/lib/refunds/cancel-installment-sale";

export const POST = route(cancelSaleContract, ({ caller, params }) =>
  cancelInstallmentSale(caller.userId, params.reservationId),
);
