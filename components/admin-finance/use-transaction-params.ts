"use client";
// The page's filters live in the address (nuqs), so a reload, a shared link or the back button
// shows the same list.
import { parseAsInteger, parseAsString, parseAsStringLiteral, useQueryStates } from "nuqs";
import { TRANSACTION_TABS } from "./transaction-params";

export const transactionParamParsers = {
  tab: parseAsStringLiteral(TRANSACTION_TABS).withDefault("c2c"),
  page: parseAsInteger.withDefault(1),
  term: parseAsString.withDefault(""),
  status: parseAsString,
  from: parseAsString,
  to: parseAsString,
};

export function useTransactionParams() {
  return useQueryStates(transactionParamParsers, { history: "replace" });
}
