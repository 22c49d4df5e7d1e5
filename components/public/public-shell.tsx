import type { ReactNode } from "react";
import { PublicFooter } from "./public-footer";
import { PublicNav } from "./public-nav";

/** Navigation, page content, footer: the frame of /, /homePage and /tariff. */
export function PublicShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <PublicNav />
      <main className="flex-1">{children}</main>
      <PublicFooter />
    </div>
  );
}
