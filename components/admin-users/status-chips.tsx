// Confirmation states as small coloured chips.
export function StatusChips({
  isConfirmed,
  identityDocsConfirmed,
}: {
  isConfirmed: boolean;
  identityDocsConfirmed: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      <span
        data-testid="status-confirmed"
        className={`rounded-full px-2 py-0.5 ${isConfirmed ? "bg-emerald-100 text-emerald-700" : "bg-amber-100 text-amber-700"}`}
      >
        {isConfirmed ? "حساب تایید شده" : "در انتظار تایید"}
      </span>
      <span
        className={`rounded-full px-2 py-0.5 ${identityDocsConfirmed ? "bg-emerald-100 text-emerald-700" : "bg-slate-100 text-slate-600"}`}
      >
        {identityDocsConfirmed ? "مدارک تایید شده" : "مدارک تایید نشده"}
      </span>
    </div>
  );
}
