import { route } from "@/lib/http/route";
import { recordOfflinePaymentContract } from "@/lib/installments/contracts";
import { recordOfflinePayment } from "@/lib/installments/record-offline-payment";

export const POST = route(recordOfflinePaymentContract, ({ caller, params, body }) =>
  recordOfflinePayment(caller.userId, params.installmentId, body),
);
