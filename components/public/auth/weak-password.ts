// The server's strength check (lib/accounts/password-strength.ts, zxcvbn: too heavy for the form)
// refuses a weak new password with `weak_password`. Its message belongs on the password field, where
// the person is looking, not only in the toast that passes.
import { ApiClientError } from "@/lib/client/api-client";

/** The server's Persian reason when `error` is its weak-password refusal, else null. */
export function weakPasswordMessage(error: unknown): string | null {
  return error instanceof ApiClientError && error.codes.includes("weak_password") ? error.message : null;
}
