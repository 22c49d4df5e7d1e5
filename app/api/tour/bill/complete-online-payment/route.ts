import { route } from "@/lib/http/route";
import { completeOnlinePayment } from "@/lib/payments/complete-online-payment";
import { completeOnlinePaymentContract } from "@/lib/payments/contracts";

export const GET = route(completeOnlinePaymentContract, ({ query }) => completeOnlinePayment(query.paymentId));
