// ZarinPal v4 (https://www.zarinpal.com/docs/paymentGateway/): request.json → StartPay/{authority};
// the payer returns to callback_url?Authority=…&Status=OK|NOK; verify.json captures the payment
// (code 100, or 101 when it was verified before). Amounts are sent in Rial (toman × 10).
import { GatewayError, type GatewayVerifyResult, type PaymentGateway } from "./types";

export interface ZarinpalOptions {
  merchantId: string;
  /** sandbox.zarinpal.com instead of payment.zarinpal.com. */
  sandbox?: boolean;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface ZarinpalAnswer<T> {
  data?: T | unknown[];
  errors?: { code?: number; message?: string } | unknown[];
}

const toRial = (toman: bigint) => Number(toman * 10n);

export function createZarinpalGateway(options: ZarinpalOptions): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  const host = options.sandbox ? "https://sandbox.zarinpal.com" : "https://payment.zarinpal.com";

  async function call<T>(
    method: string,
    body: Record<string, unknown>,
  ): Promise<{ data: T | null; errorCode?: number; errorMessage?: string }> {
    let response: Response;
    try {
      response = await doFetch(`${host}/pg/v4/payment/${method}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ merchant_id: options.merchantId, ...body }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
    } catch (error) {
      throw new GatewayError(`zarinpal ${method}: ${(error as Error).message}`);
    }
    let answer: ZarinpalAnswer<T>;
    try {
      answer = (await response.json()) as ZarinpalAnswer<T>;
    } catch {
      throw new GatewayError(`zarinpal ${method}: HTTP ${response.status} without a JSON body`);
    }
    // ZarinPal answers an empty array for the part that does not apply ("data": [] on errors).
    const data = answer.data && !Array.isArray(answer.data) ? (answer.data as T) : null;
    const errors = answer.errors && !Array.isArray(answer.errors) ? answer.errors : undefined;
    if (!data && !errors)
      throw new GatewayError(`zarinpal ${method}: HTTP ${response.status} with neither data nor errors`);
    return { data, errorCode: errors?.code, errorMessage: errors?.message };
  }

  return {
    name: "zarinpal",

    async request(input) {
      const metadata: Record<string, string> = {};
      if (input.mobile) metadata.mobile = input.mobile;
      if (input.email) metadata.email = input.email;
      const { data, errorCode, errorMessage } = await call<{ code: number; authority: string }>("request.json", {
        amount: toRial(input.amount),
        callback_url: input.callbackUrl,
        description: input.description,
        metadata,
      });
      if (!data || data.code !== 100 || !data.authority) {
        throw new GatewayError(`zarinpal request refused: ${errorCode ?? data?.code} ${errorMessage ?? ""}`.trim());
      }
      return { authority: data.authority, redirectUrl: `${host}/pg/StartPay/${data.authority}` };
    },

    async verify({ authority, amount }): Promise<GatewayVerifyResult> {
      const { data, errorCode, errorMessage } = await call<{
        code: number;
        ref_id?: number | string;
        card_pan?: string;
        message?: string;
      }>("verify.json", { amount: toRial(amount), authority });
      if (data && (data.code === 100 || data.code === 101)) {
        return {
          code: data.code,
          refId: data.ref_id === undefined ? undefined : String(data.ref_id),
          cardPan: data.card_pan || undefined,
          message: data.message,
        };
      }
      return { code: errorCode ?? data?.code ?? -1, message: errorMessage ?? data?.message };
    },

    async unverified() {
      const { data } = await call<{ code: number; authorities?: { authority: string }[] }>("unVerified.json", {});
      if (!data || data.code !== 100) return [];
      return (data.authorities ?? []).map((a) => a.authority);
    },
  };
}
