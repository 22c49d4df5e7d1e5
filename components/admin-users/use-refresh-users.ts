"use client";
// After a change the lists, the user's detail and the admin menu's badge counts are out of date.
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { PANEL_META_KEY } from "@/components/admin-finance/finance-api";
import { USERS_KEY } from "./users-api";

export function useRefreshUsers() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: USERS_KEY }),
        queryClient.invalidateQueries({ queryKey: PANEL_META_KEY }),
      ]),
    [queryClient],
  );
}
