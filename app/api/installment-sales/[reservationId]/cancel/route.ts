import { route } from "@/lib/http/route";
import { cancelSaleContract, previewCancelSaleContract } from "@/lib/installments/contracts";
import { cancelInstallmentSale } from "@/lib/refunds/cancel-installment-sale";
import { previewInstallmentCancel } from "@/lib/refunds/preview-installment-cancel";

export const GET = route(previewCancelSaleContract, ({ caller, params }) =>
  previewInstallmentCancel(caller.userId, params.reservationId),
);

export const POST = route(cancelSaleContract, ({ caller, params }) =>
  cancelInstallmentSale(caller.userId, params.reservationId),
);
