import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { verifyPaymentContract } from "@/lib/payments/contracts";
import { verifyOnlinePayment } from "@/lib/payments/verify-online-payment";
import { trustedOrigin } from "@/lib/websites/trusted-origin";

export const GET = route(verifyPaymentContract, async ({ req, query }) => {
  const origin = await trustedOrigin(req.headers.get("host"));
  const { redirectUrl } = await verifyOnlinePayment({
    billId: query.BillId,
    authority: query.Authority,
    status: query.Status,
    origin,
  });
  return NextResponse.redirect(redirectUrl, 303);
});
