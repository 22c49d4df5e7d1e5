import "server-only";
// Which gateway takes new payments (PAYMENT_GATEWAY: sandbox by default, or zarinpal), and the
// gateway of an existing payment by its stored name, so that a payment started under one
// configuration is still verified with the gateway that issued it.
import { createSandboxGateway } from "./sandbox";
import type { PaymentGateway } from "./types";
import { createZarinpalGateway } from "./zarinpal";

const cache = new Map<string, PaymentGateway>();

function build(name: string, source: Record<string, string | undefined>): PaymentGateway {
  if (name === "sandbox") return createSandboxGateway();
  if (name === "zarinpal") {
    const merchantId = source.ZARINPAL_MERCHANT_ID;
    if (!merchantId) throw new Error("PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID");
    return createZarinpalGateway({ merchantId, sandbox: source.ZARINPAL_SANDBOX === "1" });
  }
  throw new Error(`unknown payment gateway "${name}" (sandbox or zarinpal)`);
}

export function configuredGatewayName(source: Record<string, string | undefined> = process.env): string {
  return (source.PAYMENT_GATEWAY || "sandbox").toLowerCase();
}

export function gatewayNamed(name: string, source: Record<string, string | undefined> = process.env): PaymentGateway {
  if (source !== process.env) return build(name, source);
  let gateway = cache.get(name);
  if (!gateway) cache.set(name, (gateway = build(name, source)));
  return gateway;
}

export const configuredGateway = () => gatewayNamed(configuredGatewayName());

/** Tests replace a gateway (e.g. one that fails) and put the real one back afterwards. */
export function useGatewayForTests(name: string, gateway: PaymentGateway): () => void {
  const previous = cache.get(name);
  cache.set(name, gateway);
  return () => (previous ? cache.set(name, previous) : cache.delete(name));
}

/** The sandbox's page and actions exist only while the sandbox takes payments. */
export const sandboxEnabled = () => configuredGatewayName() === "sandbox";
