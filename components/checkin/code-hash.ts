// SHA-256 of a scanned QR value, base64url without padding: what the manifest's codeHash holds
// (lib/checkin/manifest-passengers.ts), so the phone matches a scan without the signing secret.
export async function codeHash(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(value.trim())));
  let binary = "";
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
