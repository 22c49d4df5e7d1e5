import "server-only";
// What the ticket's QR code carries: a check-in value signed by the server (HMAC-SHA256 with
// AUTH_SECRET of the ticket's id), so a leader's scanner can trust it and nobody can make one from a
// tracking code. It identifies the ticket only: it opens no page and manages nothing (the tracking
// code and mobile only show a ticket; cancelling needs the buyer's SMS code).
import { createHmac, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";

const PREFIX = "HSF1";

function signature(reservationId: number) {
  return createHmac("sha256", env.authSecret).update(`check-in:${reservationId}`).digest("base64url").slice(0, 22);
}

export function checkInCode(reservationId: number): string {
  return `${PREFIX}.${reservationId}.${signature(reservationId)}`;
}

/** The ticket's id when the value was signed by this server, else null. */
export function readCheckInCode(value: string): number | null {
  const match = /^HSF1\.([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})$/.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(signature(id));
  const sent = Buffer.from(match[2]);
  return expected.length === sent.length && timingSafeEqual(expected, sent) ? id : null;
}
