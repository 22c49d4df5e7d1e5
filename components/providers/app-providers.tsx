"use client";
// The signed-in areas' providers (dashboard, admin, auth pages): the next-auth session,
// react-query and toasts. The public pages take only what their islands use (docs/public-pages.md,
// "Speed and weight"); the progress bar and the chunk-reload guard sit in the root layout.
import { QueryProvider } from "./query-provider";
import { AuthSession } from "./session-provider";
import { Toasts } from "./toasts";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <AuthSession>
      <QueryProvider>
        {children}
        <Toasts />
      </QueryProvider>
    </AuthSession>
  );
}
