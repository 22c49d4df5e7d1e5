"use client";
// Logout (spec doc 1 §4): while an operator views a user's dashboard it ends only the impersonation
// and returns to the admin panel; otherwise it ends the session and goes to /auth/login.
import { useQueryClient } from "@tanstack/react-query";
import { signOut } from "next-auth/react";
import { useCallback } from "react";
import { clearRoleHint } from "@/lib/client/role-hint";
import { endImpersonation } from "@/lib/auth/impersonation-actions";

export function useLogout(impersonating: boolean) {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await endImpersonation();
    queryClient.clear();
    if (impersonating) {
      // A full load: every cached answer and server component belonged to the impersonated user.
      window.location.assign("/adminDashboard");
      return;
    }
    clearRoleHint();
    await signOut({ redirect: false });
    window.location.assign("/auth/login");
  }, [impersonating, queryClient]);
}
