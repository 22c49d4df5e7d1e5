import "server-only";
// Which gateway takes new payments (PAYMENT_GATEWAY: sandbox by default, or zarinpal), and the
// gateway of an existing payment by its stored name, so that a payment started under one
// configuration is still verified with the gateway that issued it.
import { env, parseEnv, type Env, type EnvSource } from "@/lib/config/env";
import { createSandboxGateway } from "./sandbox";
import type { PaymentGateway } from "./types";
import { createZarinpalGateway } from "./zarinpal";

const cache = new Map<string, PaymentGateway>();

function build(name: string, source: Pick<Env, "ZARINPAL_MERCHANT_ID" | "ZARINPAL_SANDBOX">): PaymentGateway {
  if (name === "sandbox") return createSandboxGateway();
  if (name === "zarinpal") {
    const merchantId = source.ZARINPAL_MERCHANT_ID;
    if (!merchantId) throw new Error("PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID");
    return createZarinpalGateway({ merchantId, sandbox: source.ZARINPAL_SANDBOX === "1" });
  }
  throw new Error(`unknown payment gateway "${name}" (sandbox or zarinpal)`);
}

export function configuredGatewayName(source?: EnvSource): string {
  return (source ? parseEnv(source) : env).PAYMENT_GATEWAY;
}

/** The gateway of that name (a payment's stored one); `source` instead of the environment in tests. */
export function gatewayNamed(name: string, source?: EnvSource): PaymentGateway {
  if (source) return build(name, parseEnv({ ...source, PAYMENT_GATEWAY: undefined }));
  let gateway = cache.get(name);
  if (!gateway) cache.set(name, (gateway = build(name, env)));
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
