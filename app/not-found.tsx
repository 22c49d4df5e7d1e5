import type { Metadata } from "next";
import { ErrorView, NOT_FOUND_TEXT } from "@/components/public/error-view";

export const metadata: Metadata = { title: NOT_FOUND_TEXT };

export default function NotFound() {
  return <ErrorView kind="notFound" />;
}
