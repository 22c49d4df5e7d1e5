import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { paymentBillRedirectContract } from "@/lib/payments/contracts";
import { startOnlinePayment } from "@/lib/payments/start-online-payment";

export const GET = route(paymentBillRedirectContract, async ({ params }) => {
  const { redirectUrl } = await startOnlinePayment(params.billId);
  return NextResponse.redirect(redirectUrl, 303);
});
