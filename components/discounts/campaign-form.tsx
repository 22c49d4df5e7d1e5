"use client";
// Create or edit a campaign (in a modal): title, generated codes or one shared code, end day,
// count, and exactly one of a price or a percent (choosing one clears the other's error).
import { useState } from "react";
import { toast } from "react-toastify";
import { JalaliDayInput } from "@/components/product-dashboard/jalali-day-input";
import { Button, Checkbox, FormField, Input, Modal, MoneyInput, NumberInput } from "@/components/ui";
import { addDays, tehranDay, tehranInstant, tehranToday } from "@/lib/format/tehran-time";
import { discountApi, type Campaign, type CampaignBody } from "./discount-api";

interface Draft {
  title: string;
  isGeneratedBySystem: boolean;
  code: string;
  day: string;
  count: number | null;
  kind: "percent" | "price";
  percent: number | null;
  price: number | null;
}

const fromCampaign = (c: Campaign | null): Draft =>
  c
    ? {
        title: c.title,
        isGeneratedBySystem: c.isGeneratedBySystem,
        code: c.code ?? "",
        day: tehranDay(c.endTime),
        count: c.count,
        kind: c.percent !== null ? "percent" : "price",
        percent: c.percent,
        price: c.price,
      }
    : {
        title: "",
        isGeneratedBySystem: true,
        code: "",
        day: addDays(tehranToday(), 30),
        count: null,
        kind: "percent",
        percent: null,
        price: null,
      };

export function CampaignForm({
  campaign,
  onClose,
  onSaved,
}: {
  campaign: Campaign | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [d, setD] = useState<Draft>(fromCampaign(campaign));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setD((x) => ({ ...x, [k]: v }));

  const save = async () => {
    const e: Record<string, string> = {};
    if (!d.title.trim()) e.title = "عنوان را وارد کنید";
    if (!d.day) e.day = "زمان پایان را انتخاب کنید";
    if (!d.count || d.count < 1) e.count = "تعداد را وارد کنید";
    if (!d.isGeneratedBySystem && !/^[A-Za-z0-9]{3,20}$/.test(d.code.trim()))
      e.code = "کد تخفیف فقط از حروف انگلیسی و ارقام (۳ تا ۲۰ نویسه) تشکیل می‌شود";
    if (d.kind === "percent" && (!d.percent || d.percent < 1 || d.percent > 100))
      e.amount = "درصد تخفیف باید بین ۱ تا ۱۰۰ باشد";
    if (d.kind === "price" && (d.price === null || d.price <= 100)) e.amount = "حداقل مبلغ ۱۰,۰۰۰ تومان است";
    setErrors(e);
    if (Object.keys(e).length) return;
    const body: CampaignBody = {
      title: d.title.trim(),
      isGeneratedBySystem: d.isGeneratedBySystem,
      endTime: tehranInstant(d.day, "23:59"),
      count: d.count!,
      ...(d.kind === "percent" ? { percent: d.percent! } : { price: d.price! }),
      ...(d.isGeneratedBySystem ? {} : { code: d.code.trim() }),
    };
    setSaving(true);
    try {
      if (campaign) await discountApi.update(campaign.id, body);
      else await discountApi.create(body);
      toast.success(campaign ? "کد تخفیف ویرایش شد" : "کد تخفیف ایجاد شد");
      onSaved();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={campaign ? "ویرایش کمپین تخفیف" : "کمپین تخفیف جدید"}
      footer={
        <Button loading={saving} onClick={() => void save()} data-testid="campaign-save">
          ذخیره
        </Button>
      }
    >
      <div className="flex flex-col gap-3" data-testid="campaign-form">
        <Input
          id="campaign-title"
          label="عنوان"
          required
          value={d.title}
          error={errors.title}
          maxLength={100}
          onChange={(e) => set("title", e.target.value)}
        />
        <Checkbox
          label="کدها توسط سیستم ساخته شوند (هر کد یک‌بار مصرف)"
          checked={d.isGeneratedBySystem}
          onChange={(e) => set("isGeneratedBySystem", e.target.checked)}
        />
        {!d.isGeneratedBySystem && (
          <Input
            id="campaign-code"
            label="کد تخفیف"
            required
            dir="ltr"
            value={d.code}
            error={errors.code}
            maxLength={20}
            onChange={(e) => set("code", e.target.value.toUpperCase())}
          />
        )}
        <NumberInput
          id="campaign-count"
          label={d.isGeneratedBySystem ? "تعداد کدها" : "تعداد دفعات استفاده"}
          required
          value={d.count}
          error={errors.count}
          onChange={(v) => set("count", v)}
        />
        <JalaliDayInput
          id="campaign-end"
          label="آخرین روز اعتبار"
          required
          value={d.day}
          error={errors.day}
          onChange={(day) => set("day", day)}
        />
        <FormField label="نوع تخفیف">
          <div className="flex gap-4 text-sm">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="campaign-kind"
                checked={d.kind === "percent"}
                onChange={() => {
                  set("kind", "percent");
                  setErrors((x) => ({ ...x, amount: "" }));
                }}
              />
              درصدی
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="campaign-kind"
                checked={d.kind === "price"}
                onChange={() => {
                  set("kind", "price");
                  setErrors((x) => ({ ...x, amount: "" }));
                }}
              />
              مبلغ ثابت
            </label>
          </div>
        </FormField>
        {d.kind === "percent" ? (
          <NumberInput
            id="campaign-percent"
            label="درصد تخفیف"
            required
            max={100}
            value={d.percent}
            error={errors.amount || undefined}
            onChange={(v) => set("percent", v)}
          />
        ) : (
          <MoneyInput
            id="campaign-price"
            label="مبلغ تخفیف"
            required
            value={d.price}
            error={errors.amount || undefined}
            onChange={(v) => set("price", v)}
          />
        )}
      </div>
    </Modal>
  );
}
