"use client";
import { useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/client/api-client";
import { PROFILE_QUERY_KEY, unwrapSelf, type SelfResponse } from "./profile";

/** GET /api/Users/Self, shared by the shell and the profile pages through one cache entry. */
export function useSelfProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async () => unwrapSelf(await apiClient.get<SelfResponse>("/api/Users/Self")),
  });
}
