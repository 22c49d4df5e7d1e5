// Shapes of values as the wire carries them, for contracts' `response` schemas. The route wrapper
// serialises a Date as its ISO string and a BigInt as a JSON number (lib/http/route.ts), so a
// response schema describes those forms: the integration helper (tests/helpers/api.ts) checks each
// answer against it, and the UI's types are inferred from it.
import { z } from "@/lib/validation/z";

/** A moment, as `Date.prototype.toJSON` writes it (`2026-03-20T08:30:00.000Z`). */
export const wireDate = z.iso.datetime().describe("ISO 8601 date-time (UTC)");

/** Integer toman (a BigInt column), a JSON number on the wire. */
export const wireMoney = z.number().int().describe("toman");
