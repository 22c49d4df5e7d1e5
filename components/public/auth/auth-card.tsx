import type { ReactNode } from "react";

/** Title, optional subtitle and the form of an auth page. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <section className="w-full max-w-md space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-black text-slate-800">{title}</h1>
        {subtitle && <p className="text-sm leading-7 text-slate-500">{subtitle}</p>}
      </header>
      {children}
    </section>
  );
}
