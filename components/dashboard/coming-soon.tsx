// The one placeholder for menu targets whose features arrive in later issues.
export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="card flex flex-col items-center gap-2 py-16 text-center" data-testid="coming-soon">
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="text-sm text-slate-500">این بخش به‌زودی راه‌اندازی می‌شود.</p>
    </section>
  );
}
