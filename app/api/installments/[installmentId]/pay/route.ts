import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { payInstallmentContract } from "@/lib/installments/contracts";
import { startInstallmentPayment } from "@/lib/installments/start-installment-payment";
import { trustedOrigin } from "@/lib/websites/trusted-origin";

export const GET = route(payInstallmentContract, async ({ req, params, query }) => {
  const origin = await trustedOrigin(req.headers.get("host"));
  return NextResponse.redirect(await startInstallmentPayment(params.installmentId, query.token, origin), 303);
});
