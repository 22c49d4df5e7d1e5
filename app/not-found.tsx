import type { Metadata } from "next";
import { headers } from "next/headers";
import { homeFor, NOT_FOUND_TEXT, PATH_HEADER } from "@/components/public/error-texts";
import { ErrorView } from "@/components/public/error-view";
import { PublicShell } from "@/components/public/public-shell";

export const metadata: Metadata = { title: NOT_FOUND_TEXT, robots: { index: false } };

/**
 * Unknown addresses: the public frame (brand, navigation, footer) around the message and a way
 * back, chosen on the server from the path proxy.ts hands over. Rendered per request, so a panel's
 * 404 carries the nonce its CSP requires and works without client script.
 */
export default async function NotFound() {
  const path = (await headers()).get(PATH_HEADER);
  return (
    <PublicShell>
      <ErrorView kind="notFound" home={homeFor(path)} />
    </PublicShell>
  );
}
