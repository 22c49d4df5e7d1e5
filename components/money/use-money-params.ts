"use client";
// A money list's filters and page live in the address (nuqs), so a reload, the back button or a
// shared link shows the same list. `prefix` keeps two lists of one page apart (billPage, billTerm…).
// Whatever an edited address holds is read defensively: a day that is not YYYY-MM-DD is ignored.
import {
  createParser,
  parseAsBoolean,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
} from "nuqs";
import type { DayRange } from "./list-bits";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const parseAsDay = createParser({ parse: (v: string) => (DAY.test(v) ? v : null), serialize: (v: string) => v });

const moneyParsers = {
  page: parseAsInteger.withDefault(1),
  term: parseAsString.withDefault(""),
  from: parseAsDay,
  to: parseAsDay,
  onlyPaid: parseAsBoolean.withDefault(false),
  status: parseAsString.withDefault(""),
  assigned: parseAsStringLiteral(["true", "false"] as const),
};
type MoneyKey = keyof typeof moneyParsers;
export interface MoneyFilterChange {
  term?: string;
  from?: string | null;
  to?: string | null;
  onlyPaid?: boolean;
  status?: string;
  assigned?: "true" | "false" | null;
}

const prefixed = (prefix: string) =>
  prefix
    ? (Object.fromEntries(
        Object.keys(moneyParsers).map((k) => [k, `${prefix}${k[0].toUpperCase()}${k.slice(1)}`]),
      ) as Record<MoneyKey, string>)
    : undefined;

export function useMoneyParams(prefix = "") {
  const [params, set] = useQueryStates(moneyParsers, { history: "replace", urlKeys: prefixed(prefix) });
  const range: DayRange = { from: params.from, to: params.to };
  return {
    params: { ...params, page: Math.max(1, params.page) },
    range,
    /** A filter changed: back to the first page. */
    filter: (change: MoneyFilterChange) => void set({ ...change, page: 1 }),
    setPage: (page: number) => void set({ page }),
    /** Every filter of this list cleared (a tab switch). */
    clear: () => void set(null),
  };
}

export type MoneyParams = ReturnType<typeof useMoneyParams>;

/** The page's tab in the address (`key`), one of `tabs`. */
export const tabParser = <const T extends readonly string[]>(tabs: T) =>
  parseAsStringLiteral(tabs).withDefault(tabs[0] as T[number]);
