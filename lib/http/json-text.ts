// The API's JSON text of a value: a BigInt (toman) as a plain JSON number, a Date as its ISO string.
// jsonResponse writes every answer with it; a call that splices JSON text PostgreSQL built
// (lib/tour-report/answer-tour-passengers.ts) writes the rest of its answer with it, so both parts read alike.

export function toJsonText(data: unknown): string {
  return JSON.stringify(data, (_key, value) => (typeof value === "bigint" ? Number(value) : value)) ?? "null";
}
