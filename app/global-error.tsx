"use client";
// Replaces the root layout when it fails itself, so it brings its own document and styles.
import { useEffect } from "react";
import { ErrorView } from "@/components/public/error-view";
import "./globals.css";

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="fa" dir="rtl">
      <body className="font-sans">
        <title>خطایی رخ داد!</title>
        <main>
          <ErrorView kind="error" onRetry={retry} />
        </main>
      </body>
    </html>
  );
}
