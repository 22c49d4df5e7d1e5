// What every SMS transport implements. The default `console` transport writes to the server log;
// Kavenegar sends for real. SMS_PROVIDER picks one (lib/sms/select-provider.ts).
export interface SmsMessageInput {
  /** Canonical mobile 09xxxxxxxxx. */
  to: string;
  /** The full Persian text, as a plain SMS would carry it. */
  text: string;
  /** Set for one-time codes: a provider with an approved OTP template sends just the code through it. */
  otp?: string;
}

export interface SmsProvider {
  /** Stored with each SmsMessage row. */
  readonly name: string;
  /** Resolves once the provider accepted the message; rejects with SmsDeliveryError otherwise. */
  send(message: SmsMessageInput): Promise<void>;
}

export class SmsDeliveryError extends Error {}
