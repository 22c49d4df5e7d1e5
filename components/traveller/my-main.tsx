// The /my pages' content without a header: the platform's pages put Hamsafar's header above it, a
// sale website's pages sit in the site's own frame (owner scripts never run on them).
import { MyBookings } from "./my-bookings";
import { MyTicket } from "./my-ticket";

export function MyMain({ trackingId }: { trackingId?: string }) {
  return (
    <main className="mx-auto max-w-3xl space-y-4 px-4 py-8 print:max-w-none print:p-0">
      <header className="space-y-1 print:hidden">
        <h1 className="text-xl font-black text-slate-800">بلیت‌های من</h1>
        <p className="text-sm text-slate-600">همه بلیت‌هایی که با شماره موبایل شما خریده شده، از همه برگزارکنندگان.</p>
      </header>
      {trackingId ? <MyTicket trackingId={trackingId} /> : <MyBookings />}
    </main>
  );
}
