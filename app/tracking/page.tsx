import type { Metadata } from "next";
import { TrackingForm } from "@/components/ticket/tracking-form";

export const metadata: Metadata = { title: "پیگیری و لغو بلیت", robots: { index: false } };

export default function TrackingPage() {
  return (
    <main className="mx-auto min-h-screen max-w-4xl space-y-4 bg-slate-50 px-4 py-8">
      <header className="space-y-1">
        <h1 className="text-xl font-black text-slate-800">پیگیری و لغو بلیت</h1>
        <p className="text-sm text-slate-600">شماره موبایل خریدار و کد رهگیری بلیت را وارد کنید.</p>
      </header>
      <TrackingForm />
    </main>
  );
}
