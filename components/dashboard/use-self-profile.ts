"use client";
import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/client/api-client";
import * as profile from "@/lib/client/endpoints/profile";
import { PROFILE_QUERY_KEY, unwrapSelf } from "./profile";

/** GET /api/Users/Self, shared by the shell and the profile pages through one cache entry. */
export function useSelfProfile() {
  return useQuery({
    queryKey: PROFILE_QUERY_KEY,
    queryFn: async () => unwrapSelf(await api.call(profile.getSelfContract)),
  });
}
