import { describe, expect, it } from "vitest";
import { GatewayError } from "./types";
import { createZarinpalGateway } from "./zarinpal";

type Call = { url: string; body: Record<string, unknown> };

function fakeFetch(answer: { status?: number; body?: unknown; text?: string; throws?: Error }) {
  const calls: Call[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    if (answer.throws) throw answer.throws;
    return new Response(answer.text ?? JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  }) as typeof fetch;
  return { fn, calls };
}

const MERCHANT = "1344b5d4-0048-11e8-94db-005056a205be";

describe("ZarinPal v4 adapter", () => {
  it("requests a payment in Rial and redirects to StartPay", async () => {
    const fake = fakeFetch({
      body: {
        data: {
          code: 100,
          message: "Success",
          authority: "A0000000000000000000000000000wwOGYpd",
          fee_type: "Merchant",
          fee: 100,
        },
        errors: [],
      },
    });
    const gateway = createZarinpalGateway({ merchantId: MERCHANT, fetch: fake.fn });
    const answer = await gateway.request({
      amount: 125_000n,
      description: "خرید تور",
      callbackUrl: "http://localhost:3000/api/tour/bill/verify-payment?BillId=b1",
      mobile: "09121234567",
      email: "a@b.ir",
    });
    expect(answer).toEqual({
      authority: "A0000000000000000000000000000wwOGYpd",
      redirectUrl: "https://payment.zarinpal.com/pg/StartPay/A0000000000000000000000000000wwOGYpd",
    });
    expect(fake.calls[0].url).toBe("https://payment.zarinpal.com/pg/v4/payment/request.json");
    expect(fake.calls[0].body).toEqual({
      merchant_id: MERCHANT,
      amount: 1_250_000,
      callback_url: "http://localhost:3000/api/tour/bill/verify-payment?BillId=b1",
      description: "خرید تور",
      metadata: { mobile: "09121234567", email: "a@b.ir" },
    });
  });

  it("uses sandbox.zarinpal.com when configured", async () => {
    const fake = fakeFetch({ body: { data: { code: 100, authority: "A1" }, errors: [] } });
    const gateway = createZarinpalGateway({ merchantId: MERCHANT, sandbox: true, fetch: fake.fn });
    const answer = await gateway.request({ amount: 1000n, description: "x", callbackUrl: "http://x/cb" });
    expect(fake.calls[0].url).toBe("https://sandbox.zarinpal.com/pg/v4/payment/request.json");
    expect(answer.redirectUrl).toBe("https://sandbox.zarinpal.com/pg/StartPay/A1");
    expect(fake.calls[0].body.metadata).toEqual({});
  });

  it("fails a refused request with the gateway's error code", async () => {
    const fake = fakeFetch({
      status: 422,
      body: { data: [], errors: { code: -9, message: "The input params invalid, validation error.", validations: [] } },
    });
    const gateway = createZarinpalGateway({ merchantId: MERCHANT, fetch: fake.fn });
    const request = gateway.request({ amount: 1000n, description: "x", callbackUrl: "http://x/cb" });
    await expect(request).rejects.toThrow(GatewayError);
    await expect(gateway.request({ amount: 1000n, description: "x", callbackUrl: "http://x/cb" })).rejects.toThrow(
      /-9/,
    );
  });

  it("verifies with our amount in Rial: 100 with ref_id and card_pan", async () => {
    const fake = fakeFetch({
      body: {
        data: {
          code: 100,
          message: "Verified",
          card_hash: "1EBE3EBEBE35C7EC0F8D6EE4F2F859107A87822CA179BC9528767EA7B5489B69",
          card_pan: "502229******5995",
          ref_id: 201,
          fee_type: "Merchant",
          fee: 0,
        },
        errors: [],
      },
    });
    const gateway = createZarinpalGateway({ merchantId: MERCHANT, fetch: fake.fn });
    const result = await gateway.verify({ authority: "A1", amount: 125_000n });
    expect(result).toEqual({ code: 100, refId: "201", cardPan: "502229******5995", message: "Verified" });
    expect(fake.calls[0].url).toBe("https://payment.zarinpal.com/pg/v4/payment/verify.json");
    expect(fake.calls[0].body).toEqual({ merchant_id: MERCHANT, amount: 1_250_000, authority: "A1" });
  });

  it("answers 101 for a payment verified before", async () => {
    const fake = fakeFetch({
      body: { data: { code: 101, message: "Verified", card_pan: "502229******5995", ref_id: 201 }, errors: [] },
    });
    const result = await createZarinpalGateway({ merchantId: MERCHANT, fetch: fake.fn }).verify({
      authority: "A1",
      amount: 1000n,
    });
    expect(result.code).toBe(101);
    expect(result.refId).toBe("201");
  });

  it("answers the error code of a failed verify (unpaid, amount mismatch)", async () => {
    const unpaid = fakeFetch({
      status: 422,
      body: {
        data: [],
        errors: { code: -51, message: "Session is not valid, session is not active paid try.", validations: [] },
      },
    });
    expect(
      await createZarinpalGateway({ merchantId: MERCHANT, fetch: unpaid.fn }).verify({
        authority: "A1",
        amount: 1000n,
      }),
    ).toEqual({
      code: -51,
      message: "Session is not valid, session is not active paid try.",
    });
    const mismatch = fakeFetch({
      status: 422,
      body: {
        data: [],
        errors: { code: -50, message: "Session is not valid, amounts values is not the same.", validations: [] },
      },
    });
    expect(
      (
        await createZarinpalGateway({ merchantId: MERCHANT, fetch: mismatch.fn }).verify({
          authority: "A1",
          amount: 1000n,
        })
      ).code,
    ).toBe(-50);
  });

  it("reports an unreachable gateway or an unusable answer as a GatewayError (outcome unknown)", async () => {
    const down = createZarinpalGateway({
      merchantId: MERCHANT,
      fetch: fakeFetch({ throws: new TypeError("fetch failed") }).fn,
    });
    await expect(down.verify({ authority: "A1", amount: 1000n })).rejects.toThrow(GatewayError);
    const html = createZarinpalGateway({
      merchantId: MERCHANT,
      fetch: fakeFetch({ status: 502, text: "<html>bad gateway</html>" }).fn,
    });
    await expect(html.verify({ authority: "A1", amount: 1000n })).rejects.toThrow(/502/);
  });

  it("lists unverified authorities", async () => {
    const fake = fakeFetch({
      body: {
        data: {
          code: 100,
          message: "Success",
          authorities: [
            {
              authority: "A1",
              amount: 50500,
              callback_url: "https://x/cb",
              referer: "https://x",
              date: "2024-01-01 10:00:00",
            },
            { authority: "A2", amount: 1000 },
          ],
        },
        errors: [],
      },
    });
    const gateway = createZarinpalGateway({ merchantId: MERCHANT, fetch: fake.fn });
    expect(await gateway.unverified!()).toEqual(["A1", "A2"]);
    expect(fake.calls[0].url).toBe("https://payment.zarinpal.com/pg/v4/payment/unVerified.json");
    expect(fake.calls[0].body).toEqual({ merchant_id: MERCHANT });
  });
});
