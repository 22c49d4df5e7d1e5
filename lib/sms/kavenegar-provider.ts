// Kavenegar REST adapter (https://api.kavenegar.com/v1/{API-KEY}/...). Plain messages go through
// sms/send.json; one-time codes through verify/lookup.json when an approved template is configured,
// which Iranian operators deliver faster and without a dedicated sender line.
import { SmsDeliveryError, type SmsProvider } from "./provider";

export interface KavenegarOptions {
  apiKey: string;
  /** Sender line for sms/send.json; Kavenegar's default line when absent. */
  sender?: string;
  /** Name of the approved verify template whose %token% is the code. */
  otpTemplate?: string;
  fetch?: typeof fetch;
  baseUrl?: string;
  timeoutMs?: number;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
}

export function createKavenegarProvider(options: KavenegarOptions): SmsProvider {
  const doFetch = options.fetch ?? fetch;
  const base = (options.baseUrl ?? "https://api.kavenegar.com/v1").replace(/\/$/, "");

  async function call(method: string, params: Record<string, string>) {
    const url = `${base}/${encodeURIComponent(options.apiKey)}/${method}`;
    let response: Response;
    try {
      response = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded; charset=utf-8", accept: "application/json" },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`kavenegar ${method}: ${(error as Error).message}`);
    }
    let answer: KavenegarAnswer | null = null;
    try {
      answer = (await response.json()) as KavenegarAnswer;
    } catch {
      // A proxy's HTML error page: reported below with the HTTP status.
    }
    // Kavenegar reports its own status inside the body (200 = accepted), also on HTTP errors.
    const status = answer?.return?.status ?? response.status;
    if (!response.ok || status !== 200) {
      throw new SmsDeliveryError(`kavenegar ${method}: ${status} ${answer?.return?.message ?? response.statusText}`);
    }
  }

  return {
    name: "kavenegar",
    async send({ to, text, otp }) {
      if (otp && options.otpTemplate) {
        await call("verify/lookup.json", { receptor: to, token: otp, template: options.otpTemplate });
        return;
      }
      const params: Record<string, string> = { receptor: to, message: text };
      if (options.sender) params.sender = options.sender;
      await call("sms/send.json", params);
    },
  };
}
