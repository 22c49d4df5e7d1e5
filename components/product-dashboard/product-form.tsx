"use client";
// /dashboard/product/add and /dashboard/product/edit/{productId}: title, registration end (a Tehran
// day, until 23:59), capacity, price, description, extra question (optionally a date), shown on the
// website, tags, up to 4 photos. After saving the leader goes to /dashboard (spec doc 3 §2).
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { savedListPath } from "@/components/dashboard/saved-notice";
import { Button, Checkbox, FormField, Input, MoneyInput, NumberInput, Spinner } from "@/components/ui";
import { addDays, tehranDay, tehranInstant, tehranToday } from "@/lib/format/tehran-time";
import { JalaliDayInput } from "./jalali-day-input";
import { productApi, type Product, type ProductBody } from "./product-api";
import { PHOTO_SAVE_FAILED, ProductPhotos, storedPhotos, type PhotoItem } from "./product-photos";

interface Draft {
  title: string;
  day: string;
  capacity: number | null;
  price: number | null;
  description: string;
  extraQuestion: string;
  isExtraQuestionDate: boolean;
  showInWebsite: boolean;
  tags: string;
}

/** A new product: orders open for 30 days unless the leader picks another day. */
const empty = (): Draft => ({
  title: "",
  day: addDays(tehranToday(), 30),
  capacity: null,
  price: null,
  description: "",
  extraQuestion: "",
  isExtraQuestionDate: false,
  showInWebsite: true,
  tags: "",
});

const fromProduct = (p: Product): Draft => ({
  title: p.title,
  day: tehranDay(p.registrationEndTime),
  capacity: p.capacity,
  price: p.price,
  description: p.description ?? "",
  extraQuestion: p.extraQuestion ?? "",
  isExtraQuestionDate: p.isExtraQuestionDate,
  showInWebsite: p.showInWebsite,
  tags: p.tags.join("، "),
});

function validate(d: Draft): Partial<Record<keyof Draft, string>> {
  const errors: Partial<Record<keyof Draft, string>> = {};
  if (!d.title.trim()) errors.title = "عنوان محصول را وارد کنید";
  if (!d.day) errors.day = "مهلت ثبت سفارش را انتخاب کنید";
  if (!d.capacity || d.capacity < 1) errors.capacity = "ظرفیت باید حداقل ۱ باشد";
  if (d.price === null || d.price <= 100) errors.price = "حداقل مبلغ ۱۰,۰۰۰ تومان است";
  return errors;
}

const toBody = (d: Draft): ProductBody => ({
  title: d.title.trim(),
  registrationEndTime: tehranInstant(d.day, "23:59"),
  capacity: d.capacity!,
  price: d.price!,
  description: d.description.trim() || undefined,
  extraQuestion: d.extraQuestion.trim() || undefined,
  isExtraQuestionDate: d.isExtraQuestionDate,
  showInWebsite: d.showInWebsite,
  tags: d.tags
    .split(/[,،]/)
    .map((t) => t.trim())
    .filter(Boolean),
});

export function ProductFormPage({ productId }: { productId: number | null }) {
  const loaded = useQuery({
    queryKey: ["product", productId],
    queryFn: () => productApi.get(productId!),
    enabled: productId !== null,
  });
  if (productId !== null && !loaded.data) {
    return (
      <div className="flex justify-center py-12">
        <DashboardPageHeader title="ویرایش محصول" />
        {loaded.isError ? <p className="text-sm text-slate-500">محصول یافت نشد.</p> : <Spinner className="size-6" />}
      </div>
    );
  }
  return <ProductForm key={productId ?? "new"} product={loaded.data ?? null} />;
}

function ProductForm({ product }: { product: Product | null }) {
  const router = useRouter();
  const [draft, setDraft] = useState<Draft>(product ? fromProduct(product) : empty());
  const [photos, setPhotos] = useState<PhotoItem[]>(product ? storedPhotos(product.photos) : []);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const found = validate(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      if (product) await productApi.update(product.id, toBody(draft));
      else {
        const created = await productApi.create(toBody(draft));
        const files = photos.flatMap((p) => (p.kind === "file" ? [p.file] : []));
        for (const [i, file] of files.entries()) {
          await productApi.uploadPhoto(created.id, file, i + 1, false).catch(() => toast.error(PHOTO_SAVE_FAILED));
        }
      }
      router.push(savedListPath("/dashboard/product", product ? "edited" : "created"));
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title={product ? "ویرایش محصول" : "افزودن محصول"} back="/dashboard/product" />
      <section className="card grid grid-cols-1 gap-4 p-4 md:grid-cols-2" aria-label="مشخصات محصول">
        <Input
          id="product-title"
          label="عنوان محصول"
          required
          value={draft.title}
          maxLength={200}
          error={errors.title}
          onChange={(e) => set("title", e.target.value)}
        />
        <JalaliDayInput
          id="product-end"
          label="مهلت ثبت سفارش"
          required
          value={draft.day}
          error={errors.day}
          onChange={(day) => set("day", day)}
        />
        <NumberInput
          id="product-capacity"
          label="ظرفیت (تعداد قابل فروش)"
          required
          value={draft.capacity}
          error={errors.capacity}
          onChange={(v) => set("capacity", v)}
        />
        <MoneyInput
          id="product-price"
          label="قیمت هر عدد"
          required
          value={draft.price}
          error={errors.price}
          onChange={(v) => set("price", v)}
        />
        <FormField label="توضیحات" htmlFor="product-description" className="md:col-span-2">
          <textarea
            id="product-description"
            className="input min-h-28"
            maxLength={5000}
            value={draft.description}
            onChange={(e) => set("description", e.target.value)}
          />
        </FormField>
        <Input
          id="product-question"
          label="سؤال اضافه از خریدار"
          hint="مثلاً رنگ یا سایز دلخواه"
          value={draft.extraQuestion}
          maxLength={200}
          onChange={(e) => set("extraQuestion", e.target.value)}
        />
        <div className="flex flex-col justify-end gap-2">
          <Checkbox
            label="پاسخ سؤال یک تاریخ است"
            checked={draft.isExtraQuestionDate}
            disabled={!draft.extraQuestion.trim()}
            onChange={(e) => set("isExtraQuestionDate", e.target.checked)}
          />
          <Checkbox
            label="نمایش در سایت فروش"
            checked={draft.showInWebsite}
            onChange={(e) => set("showInWebsite", e.target.checked)}
          />
        </div>
        <Input
          id="product-tags"
          label="برچسب‌ها"
          hint="با ویرگول جدا کنید"
          value={draft.tags}
          onChange={(e) => set("tags", e.target.value)}
          containerClassName="md:col-span-2"
        />
      </section>
      <ProductPhotos productId={product?.id ?? null} photos={photos} onChange={setPhotos} />
      <div className="flex justify-end">
        <Button loading={saving} onClick={() => void save()} className="min-w-40">
          {product ? "ذخیره تغییرات" : "ثبت محصول"}
        </Button>
      </div>
    </div>
  );
}
