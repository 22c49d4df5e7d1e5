// The UI's types of API answers, inferred from the contracts rather than written again by hand:
// `ResponseOf<typeof someContract>` is what the browser receives from that call, and
// `Wire<Awaited<ReturnType<typeof libFunction>>>` what a server component hands its client islands
// after a JSON round trip (lib/client/to-wire.ts). On the wire a Date is an ISO string and a BigInt
// (toman) a number (lib/http/route.ts serialises them so).
import type { z, ZodType } from "@/lib/validation/z";

export type Wire<T> = T extends bigint
  ? number
  : T extends { toJSON(): infer J }
    ? J
    : T extends readonly (infer U)[]
      ? Wire<U>[]
      : T extends object
        ? { [K in keyof T]: Wire<T[K]> }
        : T;

/** What a call answers, as the browser reads it. */
export type ResponseOf<C extends { response?: ZodType }> = Wire<z.output<NonNullable<C["response"]>>>;

/** One row of a paged answer. */
export type RowOf<C extends { response?: ZodType }> = ResponseOf<C> extends { result: (infer R)[] } ? R : never;
