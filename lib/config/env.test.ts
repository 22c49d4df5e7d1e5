import { describe, expect, it } from "vitest";
import { env, parseEnv, settleEnv } from "./env";

describe("environment", () => {
  it("fills defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      SMS_PROVIDER: "console",
      PAYMENT_GATEWAY: "sandbox",
      STORAGE_DRIVER: "local",
      OTP_IP_HOURLY_LIMIT: 20,
      PORT: 3000,
    });
    // No card unless one is configured: card-to-card is then not offered (no demo card outside the demo).
    expect(env.C2C_CARD_NUMBER).toBeUndefined();
    expect(parseEnv({ C2C_CARD_NUMBER: "  " }).C2C_CARD_NUMBER).toBeUndefined();
    expect(parseEnv({ C2C_CARD_NUMBER: "6037-9970-0000-0000" }).C2C_CARD_NUMBER).toBe("6037997000000000");
  });

  it("sizes the production server's heap: 320 MB old space and 2 MB semi-space unless set; 0 is Node's own", () => {
    expect(parseEnv({})).toMatchObject({ SERVER_HEAP_MB: 320, SERVER_SEMI_SPACE_MB: 2 });
    expect(parseEnv({ SERVER_HEAP_MB: " ", SERVER_SEMI_SPACE_MB: "" })).toMatchObject({
      SERVER_HEAP_MB: 320,
      SERVER_SEMI_SPACE_MB: 2,
    });
    expect(parseEnv({ SERVER_HEAP_MB: "0", SERVER_SEMI_SPACE_MB: "0" })).toMatchObject({
      SERVER_HEAP_MB: 0,
      SERVER_SEMI_SPACE_MB: 0,
    });
    expect(parseEnv({ SERVER_HEAP_MB: "512", SERVER_SEMI_SPACE_MB: "8" })).toMatchObject({
      SERVER_HEAP_MB: 512,
      SERVER_SEMI_SPACE_MB: 8,
    });
    expect(() => parseEnv({ SERVER_HEAP_MB: "32" })).toThrow(
      /SERVER_HEAP_MB: must be 0 \(Node's own size\) or 64 to 16384 megabytes/,
    );
    expect(() => parseEnv({ SERVER_SEMI_SPACE_MB: "lots" })).toThrow(
      /SERVER_SEMI_SPACE_MB: must be a whole number of megabytes, not "lots"/,
    );
    expect(() => parseEnv({ SERVER_HEAP_MB: "1.5" })).toThrow(/SERVER_HEAP_MB: must be a whole number of megabytes/);
  });

  it("reads names case-insensitively and numbers as numbers", () => {
    expect(parseEnv({ SMS_PROVIDER: " Kavenegar ", KAVENEGAR_API_KEY: "k", OTP_IP_HOURLY_LIMIT: "2" })).toMatchObject({
      SMS_PROVIDER: "kavenegar",
      OTP_IP_HOURLY_LIMIT: 2,
    });
  });

  it("names every wrong variable and why", () => {
    const attempt = () => parseEnv({ SMS_PROVIDER: "pigeon", OTP_IP_HOURLY_LIMIT: "lots", PUBLIC_URL: "example" });
    expect(attempt).toThrow(/SMS_PROVIDER: unknown SMS_PROVIDER "pigeon" \(console or kavenegar\)/);
    expect(attempt).toThrow(/OTP_IP_HOURLY_LIMIT: must be a positive whole number/);
    expect(attempt).toThrow(/PUBLIC_URL: must be an absolute URL/);
  });

  it("checks variables that go together", () => {
    expect(() => parseEnv({ STORAGE_DRIVER: "s3", S3_BUCKET: "b" })).toThrow(
      /S3_ENDPOINT: STORAGE_DRIVER=s3 needs S3_ENDPOINT/,
    );
    expect(() => parseEnv({ PAYMENT_GATEWAY: "zarinpal" })).toThrow(
      /PAYMENT_GATEWAY=zarinpal needs ZARINPAL_MERCHANT_ID/,
    );
    expect(() => parseEnv({ C2C_CARD_NUMBER: "1234" })).toThrow(/C2C_CARD_NUMBER: must have 16 digits/);
    expect(() => parseEnv({ C2C_CARD_NUMBER: "card" })).toThrow(/C2C_CARD_NUMBER: must have 16 digits/);
  });

  it("reads process.env on each access until the server settles it, then the settled values only", () => {
    const before = process.env.OTP_IP_HOURLY_LIMIT;
    const slot = Symbol.for("hamsafar.env");
    try {
      process.env.OTP_IP_HOURLY_LIMIT = "7";
      expect(env.OTP_IP_HOURLY_LIMIT).toBe(7);
      settleEnv();
      process.env.OTP_IP_HOURLY_LIMIT = "9";
      expect(env.OTP_IP_HOURLY_LIMIT).toBe(7);
      expect(env.publicUrl).toBe(env.publicUrl);
      process.env.OTP_IP_HOURLY_LIMIT = "many";
      expect(() => settleEnv()).toThrow(/OTP_IP_HOURLY_LIMIT/);
    } finally {
      delete (globalThis as { [slot]?: unknown })[slot];
      if (before === undefined) delete process.env.OTP_IP_HOURLY_LIMIT;
      else process.env.OTP_IP_HOURLY_LIMIT = before;
    }
    expect(env.OTP_IP_HOURLY_LIMIT).toBe(parseEnv(process.env).OTP_IP_HOURLY_LIMIT);
  });
});
