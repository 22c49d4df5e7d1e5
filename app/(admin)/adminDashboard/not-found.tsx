import type { Metadata } from "next";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";
import { ErrorView } from "@/components/public/error-view";

export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

/** Inside the admin panel's shell (the visitor is signed in), with the way back to /adminDashboard. */
export default function PanelNotFound() {
  return <ErrorView kind="notFound" home="/adminDashboard" />;
}
