import type { ReactNode } from "react";

/** One titled card of the user detail view; other areas add their own sections with it. */
export function DetailSection({
  title,
  children,
  testId,
  actions,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
  actions?: ReactNode;
}) {
  return (
    <section className="card flex flex-col gap-3" data-testid={testId} aria-label={title}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-bold text-slate-800">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}
