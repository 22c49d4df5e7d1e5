import type { Metadata } from "next";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";
import { ErrorView } from "@/components/public/error-view";

export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

/** Inside the dashboard's shell (the visitor is signed in), with the way back to /dashboard. */
export default function PanelNotFound() {
  return <ErrorView kind="notFound" home="/dashboard" />;
}
