"use client";
// Step three: the leader's discount campaigns to offer on this tour (GET /api/Discounts/
// GetAvailableDiscountCampaigns, plus the ones already chosen: GetTourDiscounts). The ids are
// saved with the tour (discountCampaignIds) and checked by the server.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useController } from "react-hook-form";
import { amountText, discountApi, type SelectableCampaign } from "@/components/discounts/discount-api";
import { formatJalaliDate } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";
import { formatToman } from "@/lib/format/number";
import { Section } from "./fields";
import { useWizard } from "./wizard-provider";

export function CampaignPicker() {
  const { tourId, mode } = useWizard();
  const { field } = useController({ name: "discountCampaignIds" });
  const chosen = new Set<number>((field.value as number[] | undefined) ?? []);
  const available = useQuery({ queryKey: ["campaigns", "available"], queryFn: () => discountApi.available() });
  const ofTour = useQuery({
    queryKey: ["campaigns", "tour", tourId],
    queryFn: () => discountApi.ofTour(tourId!),
    enabled: mode === "edit" && tourId !== null,
  });
  const byId = new Map<number, SelectableCampaign>();
  for (const c of [...(ofTour.data ?? []), ...(available.data ?? [])]) byId.set(c.id, c);
  const campaigns = [...byId.values()];
  const flip = (id: number) => field.onChange(chosen.has(id) ? [...chosen].filter((x) => x !== id) : [...chosen, id]);
  return (
    <Section title="کمپین‌های تخفیف">
      {campaigns.length === 0 ? (
        <p className="text-sm text-slate-500">
          کمپین فعالی ندارید. از صفحه{" "}
          <Link href="/dashboard/discounts" className="text-primary-700 underline">
            کدهای تخفیف
          </Link>{" "}
          کمپین بسازید.
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {campaigns.map((c) => (
            <li key={c.id}>
              <label className="flex min-h-10 flex-wrap items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={chosen.has(c.id)}
                  onChange={() => flip(c.id)}
                  aria-label={`کمپین ${c.title}`}
                />
                <span className="font-medium">{c.title}</span>
                <span className="text-slate-500">
                  {amountText(c, formatToman, toPersianDigits)}، {c.code ? `کد ${c.code}، ` : "کدهای سیستمی، "}
                  باقی‌مانده {toPersianDigits(c.remainingCapacity)}، تا {formatJalaliDate(c.endTime)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
