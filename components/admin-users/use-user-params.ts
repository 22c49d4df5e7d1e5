"use client";
// The list's filters live in the address (nuqs): a reload or a shared link keeps them.
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";

export const FLAG_VALUES = ["all", "yes", "no"] as const;
export type FlagValue = (typeof FLAG_VALUES)[number];

export const userParamParsers = {
  page: parseAsInteger.withDefault(1),
  term: parseAsString.withDefault(""),
  confirmed: parseAsStringLiteral(FLAG_VALUES).withDefault("all"),
  docs: parseAsStringLiteral(FLAG_VALUES).withDefault("all"),
};

export function useUserParams() {
  return useQueryStates(userParamParsers, { history: "replace" });
}

export const flagQuery = (value: FlagValue) => (value === "all" ? undefined : value === "yes");
