// Attaches a contract to a handler that is not ours (next-auth), so that the OpenAPI document
// describes it like every other route. Our own handlers use route() instead.
import type { Contract } from "./contract";

export function describeExternal<H extends (...args: never[]) => unknown>(
  contract: Contract,
  handler: H,
): H & { contract: Contract } {
  const wrapped = ((...args: Parameters<H>) => handler(...args)) as H;
  return Object.assign(wrapped, { contract });
}
