import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { verifyPaymentContract } from "@/lib/payments/contracts";
import { verifyOnlinePayment } from "@/lib/payments/verify-online-payment";

export const GET = route(verifyPaymentContract, async ({ query }) => {
  const { redirectUrl } = await verifyOnlinePayment({ billId: query.BillId, authority: query.Authority, status: query.Status });
  return NextResponse.redirect(redirectUrl, 303);
});
