import type { Metadata } from "next";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";
import { ErrorView } from "@/components/public/error-view";
import { PublicShell } from "@/components/public/public-shell";

export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

/** Unknown addresses: the public frame (brand, navigation, footer) around the message and a way back. */
export default function NotFound() {
  return (
    <PublicShell>
      <ErrorView kind="notFound" />
    </PublicShell>
  );
}
