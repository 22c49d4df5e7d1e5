// What every payment gateway implements. Amounts are toman on our side; an adapter converts to
// what its gateway wants (ZarinPal takes Rial).
export interface GatewayRequest {
  amount: bigint;
  description: string;
  callbackUrl: string;
  mobile?: string;
  email?: string;
}

export interface GatewayVerifyResult {
  /** 100: verified now; 101: verified before; anything else: not paid (the gateway's code). */
  code: number;
  refId?: string;
  cardPan?: string;
  message?: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Registers a payment; the browser goes to `redirectUrl`, and comes back to callbackUrl with Authority and Status. */
  request(input: GatewayRequest): Promise<{ authority: string; redirectUrl: string }>;
  /** Confirms (captures) a payment; the amount is always ours, never the browser's. */
  verify(input: { authority: string; amount: bigint }): Promise<GatewayVerifyResult>;
  /** Gives (part of) a verified payment back to the payer's card; absent when the gateway cannot. */
  refund?(input: { authority: string; amount: bigint; description: string }): Promise<GatewayRefundResult>;
  /** The bank's state of a refund made with refund(). */
  refundStatus?(refundId: string): Promise<GatewayRefundResult>;
  /** Authorities the payer completed that nobody verified yet, when the gateway can tell. */
  unverified?(): Promise<string[]>;
}

export interface GatewayRefundResult {
  refundId: string;
  status: "InProgress" | "Done" | "Failed";
  message?: string;
}

export const VERIFIED = 100;
export const ALREADY_VERIFIED = 101;
export const isPaidCode = (code: number) => code === VERIFIED || code === ALREADY_VERIFIED;

/** The gateway could not be reached or answered something unusable: the outcome is unknown. */
export class GatewayError extends Error {}
