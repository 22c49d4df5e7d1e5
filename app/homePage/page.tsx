import type { Metadata } from "next";
import { Landing } from "@/components/public/landing";
import { PublicShell } from "@/components/public/public-shell";

// The spec lists /homePage beside /: the same page, with / as its canonical address.
export const metadata: Metadata = { alternates: { canonical: "/" } };

export default function HomePageAlias() {
  return (
    <PublicShell>
      <Landing />
    </PublicShell>
  );
}
