// /tariff: the sale website's yearly plans. A Pages Router page without Next's client runtime, prerendered at build,
// as the home (pages/index.tsx).
import type { PageConfig } from "next";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { PlanCard } from "@/components/public/plan-card";
import { PublicShell } from "@/components/public/public-shell";
import { PLATFORM_DESCRIPTION, pageTitle } from "@/lib/shared/brand";
import { WEBSITE_PLANS } from "@/lib/websites/plans";

export const config: PageConfig = { unstable_runtimeJS: false };

export default function TariffPage() {
  return (
    <>
      <MetadataHead metadata={{ title: pageTitle("تعرفه سایت فروش"), description: PLATFORM_DESCRIPTION }} />
      <PublicShell>
        <section className="mx-auto max-w-6xl px-4 py-14">
          <header className="mb-10 space-y-3 text-center">
            <h1 className="text-3xl font-black text-slate-800">تعرفه سایت فروش</h1>
            <p className="text-slate-600">
              برای داشتن سایت فروش با نام برند خودتان یکی از پلن‌های سالانه زیر را انتخاب کنید.
            </p>
          </header>
          <div className="grid gap-6 md:grid-cols-3">
            {WEBSITE_PLANS.map((plan) => (
              <PlanCard key={plan.type} plan={plan} />
            ))}
          </div>
          <p className="mt-8 text-center text-xs text-slate-500">قیمت‌ها به تومان و برای یک سال است.</p>
        </section>
      </PublicShell>
    </>
  );
}
