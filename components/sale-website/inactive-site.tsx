// What an expired or never-paid site shows instead of the owner's data.
import { WEBSITE_MESSAGES } from "@/lib/websites/messages";

export function InactiveSite() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-6" data-testid="inactive-site">
      <div className="max-w-md space-y-2 rounded-2xl bg-white p-6 text-center shadow-sm">
        <h1 className="text-xl font-black text-slate-800">{WEBSITE_MESSAGES.inactive}</h1>
        <p className="text-sm text-slate-600">{WEBSITE_MESSAGES.inactiveHint}</p>
      </div>
    </main>
  );
}
