"use client";
import { useQuery } from "@tanstack/react-query";
import { userKey, usersApi } from "../users-api";

/** One user's operator detail (shared by the sections of the detail view through react-query). */
export function useUserDetail(userId: number) {
  return useQuery({ queryKey: userKey(userId), queryFn: () => usersApi.get(userId) });
}
