import { describe, expect, it } from "vitest";
import { configuredGatewayName, gatewayNamed } from "./select-gateway";

describe("payment gateway selection", () => {
  it("defaults to the sandbox and picks ZarinPal by configuration", () => {
    expect(configuredGatewayName({})).toBe("sandbox");
    expect(gatewayNamed(configuredGatewayName({}), {}).name).toBe("sandbox");
    const env = { PAYMENT_GATEWAY: "ZarinPal", ZARINPAL_MERCHANT_ID: "m" };
    expect(gatewayNamed(configuredGatewayName(env), env).name).toBe("zarinpal");
  });

  it("refuses ZarinPal without a merchant id and an unknown gateway", () => {
    expect(() => gatewayNamed("zarinpal", { PAYMENT_GATEWAY: "zarinpal" })).toThrow(/ZARINPAL_MERCHANT_ID/);
    expect(() => gatewayNamed("parsian", { PAYMENT_GATEWAY: "parsian" })).toThrow(/unknown payment gateway/);
  });
});
