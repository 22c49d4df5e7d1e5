"use client";
// Client-side providers shared by every page: react-query, toasts (top-left, 5000 ms, RTL),
// the navigation progress bar and the one-time reload after a failed chunk load.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { SessionProvider } from "next-auth/react";
import { useState } from "react";
import { ToastContainer } from "react-toastify";
import "react-toastify/dist/ReactToastify.css";
import { NavigationProgress } from "./navigation-progress";
import { ChunkReload } from "./chunk-reload";

export function AppProviders({ children }: { children: React.ReactNode }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  );
  return (
    <SessionProvider refetchOnWindowFocus={false}>
      <QueryClientProvider client={queryClient}>
        <NavigationProgress />
        <ChunkReload />
        {children}
        <ToastContainer position="top-left" autoClose={5000} rtl newestOnTop theme="colored" />
      </QueryClientProvider>
    </SessionProvider>
  );
}
