import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { paymentBillRedirectContract } from "@/lib/payments/contracts";
import { startOnlinePayment } from "@/lib/payments/start-online-payment";
import { trustedOrigin } from "@/lib/websites/trusted-origin";

export const GET = route(paymentBillRedirectContract, async ({ req, params }) => {
  const { redirectUrl } = await startOnlinePayment(
    params.billId,
    new Date(),
    await trustedOrigin(req.headers.get("host")),
  );
  return NextResponse.redirect(redirectUrl, 303);
});
