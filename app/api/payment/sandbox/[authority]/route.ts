import { NextResponse } from "next/server";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { route } from "@/lib/http/route";
import { sandboxActionContract } from "@/lib/payments/contracts";
import { actOnSandboxPayment } from "@/lib/payments/gateways/sandbox";
import { sandboxEnabled } from "@/lib/payments/gateways/select-gateway";
import { onAllowedOrigin } from "@/lib/websites/redirect-target";

export const POST = route(sandboxActionContract, async ({ params, body }) => {
  if (!sandboxEnabled()) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const callback = await actOnSandboxPayment(params.authority, body.action);
  if (!callback) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  return NextResponse.redirect(await onAllowedOrigin(callback), 303);
});
