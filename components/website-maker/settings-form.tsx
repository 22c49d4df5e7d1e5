"use client";
// The site's settings: sub-domain, palette, policies, tags, each tour's visibility and the owner's
// custom elements (shown on the site only after an operator approves them; an edit withdraws it).
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Button, FormField, Input } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { COLOR_PALETTES, type ColorPalette } from "@/lib/websites/features";
import { WEBSITE_TOASTS } from "@/lib/websites/messages";
import { websiteApi, type MyWebsite } from "./website-api";

type Visibility = "Hidden" | "Shown" | "Featured";
const VISIBILITY = { Hidden: "پنهان", Shown: "نمایش", Featured: "ویژه" } as const;
const ELEMENTS = [
  ["customHeadElements", "head", "کدهای بخش head"],
  ["customBodyElements", "body", "کدهای بخش body"],
  ["customFooterElements", "footers", "کدهای پایین صفحه"],
] as const;

const splitTags = (text: string) => [
  ...new Set(
    text
      .split(/[,،\n]/)
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

export function SettingsForm({ site, onSaved }: { site: MyWebsite; onSaved: (site: MyWebsite) => void }) {
  const [subDomain, setSubDomain] = useState(site.subDomain);
  const [palette, setPalette] = useState<ColorPalette>(
    COLOR_PALETTES.find((p) => p === site.colorPalette) ?? COLOR_PALETTES[0],
  );
  const [policy1, setPolicy1] = useState(site.policy1 ?? "");
  const [policy2, setPolicy2] = useState(site.policy2 ?? "");
  const [tags, setTags] = useState(site.tags.join("، "));
  const [storeTags, setStoreTags] = useState(site.productStoreTags.join("، "));
  const [visibility, setVisibility] = useState<Record<number, Visibility>>(
    Object.fromEntries(site.toursVisibility.map((t) => [t.tourId, t.visibility])),
  );
  const [elements, setElements] = useState({
    customHeadElements: site.customHeadElements ?? "",
    customBodyElements: site.customBodyElements ?? "",
    customFooterElements: site.customFooterElements ?? "",
  });
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    try {
      const saved = await websiteApi.save({
        subDomain: subDomain.trim().toLowerCase(),
        chosenColorPalette: palette,
        policy1,
        policy2,
        tags: splitTags(tags),
        productStoreTags: splitTags(storeTags),
        toursVisibility: Object.entries(visibility).map(([tourId, v]) => ({ tourId: Number(tourId), visibility: v })),
        ...elements,
      });
      toast.success(WEBSITE_TOASTS.saved);
      onSaved(saved);
    } catch {
      // toasts shown by the client
    } finally {
      setSending(false);
    }
  }

  return (
    <form onSubmit={submit} className="card flex flex-col gap-4" aria-label="تنظیمات سایت">
      <h2 className="text-lg font-bold">تنظیمات سایت</h2>
      <FormField label="زیردامنه" htmlFor="site-sub" required>
        <Input
          id="site-sub"
          dir="ltr"
          value={subDomain}
          onChange={(e) => setSubDomain(e.target.value)}
          required
          minLength={3}
          maxLength={30}
        />
      </FormField>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-slate-700">پالت رنگ</legend>
        <div className="flex flex-wrap gap-2">
          {COLOR_PALETTES.map((p, i) => (
            <label
              key={p}
              className={`palette-${p} flex cursor-pointer items-center gap-1 rounded-lg border px-2 py-2.5 text-xs ${palette === p ? "border-slate-800" : "border-slate-200"}`}
            >
              <input
                type="radio"
                name="palette"
                value={p}
                checked={palette === p}
                onChange={() => setPalette(p)}
                className="sr-only"
              />
              <span className="size-5 rounded-full bg-[var(--site-primary)]" aria-hidden />
              {/* The palettes' ids (c1..c7, spec doc 3) are the values; the leader reads their number in Persian. */}
              رنگ {formatDigits(i + 1)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField label="قوانین و مقررات (۱)" htmlFor="policy1">
        <textarea
          id="policy1"
          rows={3}
          className="rounded-lg border border-slate-200 p-2 text-sm"
          value={policy1}
          onChange={(e) => setPolicy1(e.target.value)}
        />
      </FormField>
      <FormField label="قوانین و مقررات (۲)" htmlFor="policy2">
        <textarea
          id="policy2"
          rows={3}
          className="rounded-lg border border-slate-200 p-2 text-sm"
          value={policy2}
          onChange={(e) => setPolicy2(e.target.value)}
        />
      </FormField>
      <FormField
        label="برچسب‌های سایت (با ویرگول جدا کنید)"
        htmlFor="tags"
        hint={site.tourTags.length ? `برچسب تورها: ${site.tourTags.join("، ")}` : undefined}
      >
        <Input id="tags" value={tags} onChange={(e) => setTags(e.target.value)} />
      </FormField>
      <FormField label="برچسب‌های فروشگاه" htmlFor="store-tags">
        <Input id="store-tags" value={storeTags} onChange={(e) => setStoreTags(e.target.value)} />
      </FormField>
      {site.toursVisibility.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full text-sm">
            <caption className="mb-2 text-right font-medium">نمایش تورها در سایت</caption>
            <tbody>
              {site.toursVisibility.map((t) => (
                <tr key={t.tourId} className="border-t border-slate-100">
                  <td className="py-2">{t.title}</td>
                  <td className="py-2 text-xs text-slate-500">{t.startTime ? formatJalaliDate(t.startTime) : "—"}</td>
                  <td className="py-2">
                    <select
                      aria-label={`نمایش ${t.title}`}
                      className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-xs"
                      value={visibility[t.tourId]}
                      onChange={(e) => setVisibility((v) => ({ ...v, [t.tourId]: e.target.value as Visibility }))}
                    >
                      {(Object.keys(VISIBILITY) as Visibility[]).map((v) => (
                        <option key={v} value={v}>
                          {VISIBILITY[v]}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {ELEMENTS.map(([field, key, label]) => (
        <FormField
          key={field}
          label={label}
          htmlFor={field}
          hint={
            site.scriptsApproval[key]
              ? "تایید شده؛ با ویرایش، تایید دوباره لازم است."
              : "پس از تایید اپراتور در صفحه‌های محتوایی سایت نمایش داده می‌شود."
          }
        >
          <textarea
            id={field}
            rows={3}
            dir="ltr"
            className="rounded-lg border border-slate-200 p-2 font-mono text-xs"
            value={elements[field]}
            onChange={(e) => setElements((v) => ({ ...v, [field]: e.target.value }))}
          />
        </FormField>
      ))}
      <Button type="submit" loading={sending} className="self-start">
        ذخیره تنظیمات
      </Button>
    </form>
  );
}
