"use client";
import { useEffect } from "react";
import { ErrorView } from "@/components/public/error-view";

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <main>
      <ErrorView kind="error" onRetry={retry} />
    </main>
  );
}
