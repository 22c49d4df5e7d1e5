// Filters of the checkout lists (OnlyPaid, Start, End), shared by the user's and the operator's.
import type { Prisma } from "@/lib/db/client";

export interface CheckoutFilters {
  OnlyPaid?: boolean;
  Start?: Date;
  End?: Date;
}

export function checkoutWhere(f: CheckoutFilters, userId?: number): Prisma.CheckoutWhereInput {
  return {
    ...(userId ? { userId } : { status: { not: "Deleted" } }),
    ...(f.OnlyPaid ? { status: "Paid" } : {}),
    ...(f.Start || f.End
      ? { createdAt: { ...(f.Start ? { gte: f.Start } : {}), ...(f.End ? { lte: f.End } : {}) } }
      : {}),
  };
}

/** The filters given with or without the Resource. prefix. */
export function checkoutFilters(q: Record<string, unknown>): CheckoutFilters {
  const get = (k: string) => q[k] ?? q[`Resource.${k}`];
  return {
    OnlyPaid: get("OnlyPaid") as boolean | undefined,
    Start: get("Start") as Date | undefined,
    End: get("End") as Date | undefined,
  };
}
