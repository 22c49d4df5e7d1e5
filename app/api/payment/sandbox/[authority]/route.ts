import { NextResponse } from "next/server";
import { notFound } from "@/lib/http/errors";
import { route } from "@/lib/http/route";
import { sandboxActionContract } from "@/lib/payments/contracts";
import { actOnSandboxPayment } from "@/lib/payments/gateways/sandbox";
import { sandboxEnabled } from "@/lib/payments/gateways/select-gateway";

export const POST = route(sandboxActionContract, async ({ params, body }) => {
  if (!sandboxEnabled()) throw notFound();
  const callback = await actOnSandboxPayment(params.authority, body.action);
  if (!callback) throw notFound();
  return NextResponse.redirect(callback, 303);
});
