"use client";
// After a decision the list and the admin menu's badge counts are out of date: both are reloaded.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { PANEL_META_KEY, PAYMENTS_KEY } from "./finance-api";

export function useRefreshPayments() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: PAYMENTS_KEY }),
        queryClient.invalidateQueries({ queryKey: PANEL_META_KEY }),
      ]),
    [queryClient],
  );
}
