import { describe, expect, it } from "vitest";
import { createKavenegarProvider } from "./kavenegar-provider";
import { SmsDeliveryError } from "./provider";

type Call = { url: string; init: RequestInit };

function fakeFetch(answer: { status?: number; body?: unknown; text?: string; throws?: Error }) {
  const calls: Call[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    if (answer.throws) throw answer.throws;
    const text = answer.text ?? JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { fn, calls };
}

const accepted = { return: { status: 200, message: "تایید شد" }, entries: [{ messageid: 1 }] };
const form = (call: Call) => Object.fromEntries(new URLSearchParams(String(call.init.body)));

describe("Kavenegar SMS provider", () => {
  it("sends a plain message through sms/send.json with the key in the path", async () => {
    const fake = fakeFetch({ body: accepted });
    const sms = createKavenegarProvider({ apiKey: "KEY/1", sender: "10004346", fetch: fake.fn });
    await sms.send({ to: "09121234567", text: "سلام" });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0].url).toBe("https://api.kavenegar.com/v1/KEY%2F1/sms/send.json");
    expect(fake.calls[0].init.method).toBe("POST");
    expect(form(fake.calls[0])).toEqual({ receptor: "09121234567", message: "سلام", sender: "10004346" });
  });

  it("sends a one-time code through verify/lookup.json when a template is configured", async () => {
    const fake = fakeFetch({ body: accepted });
    const sms = createKavenegarProvider({ apiKey: "KEY", otpTemplate: "hamsafar-otp", fetch: fake.fn });
    await sms.send({ to: "09121234567", text: "کد تایید همسفر: 123456", otp: "123456" });
    expect(fake.calls[0].url).toBe("https://api.kavenegar.com/v1/KEY/verify/lookup.json");
    expect(form(fake.calls[0])).toEqual({ receptor: "09121234567", token: "123456", template: "hamsafar-otp" });
  });

  it("sends a code as plain text without a template, and omits an unset sender", async () => {
    const fake = fakeFetch({ body: accepted });
    const sms = createKavenegarProvider({ apiKey: "KEY", fetch: fake.fn });
    await sms.send({ to: "09121234567", text: "کد تایید همسفر: 123456", otp: "123456" });
    expect(fake.calls[0].url).toMatch(/\/sms\/send\.json$/);
    expect(form(fake.calls[0])).toEqual({ receptor: "09121234567", message: "کد تایید همسفر: 123456" });
  });

  it("rejects when Kavenegar refuses the message (status inside the body)", async () => {
    const fake = fakeFetch({
      status: 200,
      body: { return: { status: 418, message: "اعتبار حساب شما کافی نیست" }, entries: null },
    });
    const sms = createKavenegarProvider({ apiKey: "KEY", fetch: fake.fn });
    await expect(sms.send({ to: "09121234567", text: "x" })).rejects.toThrow(SmsDeliveryError);
    await expect(sms.send({ to: "09121234567", text: "x" })).rejects.toThrow(/418/);
  });

  it("rejects on an HTTP error with a non-JSON body and on a network failure", async () => {
    const html = createKavenegarProvider({
      apiKey: "KEY",
      fetch: fakeFetch({ status: 502, text: "<html>bad gateway</html>" }).fn,
    });
    await expect(html.send({ to: "09121234567", text: "x" })).rejects.toThrow(/502/);
    const down = createKavenegarProvider({
      apiKey: "KEY",
      fetch: fakeFetch({ throws: new TypeError("fetch failed") }).fn,
    });
    await expect(down.send({ to: "09121234567", text: "x" })).rejects.toThrow(SmsDeliveryError);
  });
});
