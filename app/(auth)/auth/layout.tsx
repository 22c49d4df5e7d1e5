import Link from "next/link";
import type { Metadata } from "next";
import { connection } from "next/server";
import { AppProviders } from "@/components/providers/app-providers";
import { BackButton } from "@/components/public/auth/back-button";
import { Logo } from "@/components/public/logo";
import { PublicNav } from "@/components/public/public-nav";
import { SITE_INFO } from "@/components/public/site-info";

export const metadata: Metadata = { robots: { index: false } };

/**
 * Auth pages: the public navigation on desktop, a back button on mobile, a logo panel and a form panel.
 * Rendered per request: their Content-Security-Policy carries a per-request nonce (lib/http/security-headers.ts).
 */
export default async function AuthLayout({ children }: { children: React.ReactNode }) {
  await connection();
  return (
    <AppProviders>
      <div className="flex min-h-screen flex-col bg-white">
        <PublicNav contactHref="/#contact" className="hidden md:block" />
        <div className="flex items-center justify-between border-b border-slate-100 px-4 py-3 md:hidden">
          <BackButton />
          <Link href="/" aria-label="همسفر">
            <Logo />
          </Link>
        </div>
        <div className="grid flex-1 md:grid-cols-2">
          <aside className="hidden flex-col items-center justify-center gap-6 bg-gradient-to-bl from-brand-700 to-brand-500 p-10 text-center text-white md:flex">
            <Logo light className="scale-150" />
            <p className="max-w-sm text-lg leading-9">{SITE_INFO.tagline}</p>
          </aside>
          <main className="flex items-start justify-center px-4 py-10 md:items-center md:px-10">{children}</main>
        </div>
      </div>
    </AppProviders>
  );
}
