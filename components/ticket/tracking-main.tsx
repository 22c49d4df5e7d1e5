// The tracking page's content (the form to find, print or cancel a ticket), without a header: the
// platform's page puts Hamsafar's header above it, a sale website's page sits in the site's own
// (components/ticket/tracking-route.tsx). The form is the page's one island (tracking-islands.tsx).
import Link from "next/link";
import { Island } from "@/components/tour-public/island";
import { TrackingForm } from "./tracking-form";

export function TrackingMain() {
  return (
    <main className="mx-auto max-w-4xl space-y-4 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-xl font-black text-slate-800">پیگیری و لغو بلیت</h1>
        <p className="text-sm text-slate-600">شماره موبایل خریدار و کد رهگیری بلیت را وارد کنید.</p>
        <p className="text-sm text-slate-600">
          همه بلیت‌های یک شماره موبایل، بدون کد رهگیری:{" "}
          <Link href="/my" prefetch={false} className="text-brand-700 underline">
            بلیت‌های من
          </Link>
        </p>
      </header>
      <Island mark name="tracking-form" props={{}}>
        <TrackingForm />
      </Island>
    </main>
  );
}
