// A server value as it crosses to the client (or into a cache) as JSON: Dates become ISO strings,
// BigInt toman numbers. Its type says so (lib/client/response-of.ts), so no cast restates it.
import type { Wire } from "./response-of";

export function toWire<T>(value: T): Wire<T> {
  return JSON.parse(JSON.stringify(value, (_key, v) => (typeof v === "bigint" ? Number(v) : v))) as Wire<T>;
}
