import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { chargeRedirectContract } from "@/lib/wallet/contracts";
import { startCharge } from "@/lib/wallet/start-charge";

export const GET = route(chargeRedirectContract, async ({ caller, params }) => {
  const { redirectUrl } = await startCharge(caller, BigInt(params.amount));
  return NextResponse.redirect(redirectUrl, 303);
});
