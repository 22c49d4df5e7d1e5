"use client";
// /dashboard/webService: what the web service is, and its order form (POST
// /api/Contacts/order-webservice: brand, sale-website domain, description). The domain is checked
// in the browser with the server's own rule before the call; the server's Persian errors toast.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { Button, FormField, Input } from "@/components/ui";
import { webServiceOrderSchema } from "@/lib/affiliates/order-schema";
import { api } from "@/lib/client/api-client";
import type { BodyOf } from "@/lib/client/endpoint";
import * as affiliates from "@/lib/client/endpoints/affiliates";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

export function WebServiceOrderForm() {
  const [brand, setBrand] = useState("");
  const [domain, setDomain] = useState("");
  const [description, setDescription] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const order = useMutation({
    mutationFn: (body: BodyOf<typeof affiliates.orderWebServiceContract>) =>
      api.call(affiliates.orderWebServiceContract, { body }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setDone(true);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title="مدیریت وب‌سرویس" />
      <section className="card flex flex-col gap-2 text-sm leading-7 text-slate-700">
        <h2 className="text-base font-bold">وب‌سرویس فروش تور</h2>
        <p>
          با وب‌سرویس همسفر، تورهایی که اجازه فروش آن‌ها را دارید مستقیم در سایت فروش خودتان نمایش داده و فروخته می‌شوند
          و پورسانت هر فروش به کیف پول شما واریز می‌شود. برای راه‌اندازی، برند و دامنه سایت خود را ثبت کنید تا کارشناسان
          همسفر با شما تماس بگیرند.
        </p>
      </section>
      {done ? (
        <p className="card text-sm text-emerald-700" role="status" data-testid="webservice-done">
          درخواست شما ثبت شد. کارشناسان همسفر به‌زودی با شما تماس می‌گیرند.
        </p>
      ) : (
        <form
          className="card grid grid-cols-1 gap-4 md:grid-cols-2"
          aria-label="سفارش وب‌سرویس"
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = webServiceOrderSchema.safeParse({ brand, saleWebsiteDomain: domain, description });
            if (!parsed.success) {
              setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
              return focusFirstInvalid(event.currentTarget);
            }
            setErrors({});
            order.mutate(parsed.data);
          }}
        >
          <Input
            label="نام برند"
            required
            value={brand}
            onChange={(e) => setBrand(e.target.value)}
            error={errors.brand}
            maxLength={100}
          />
          <Input
            label="دامنه سایت فروش"
            required
            dir="ltr"
            placeholder="example.ir"
            value={domain}
            onChange={(e) => setDomain(e.target.value)}
            error={errors.saleWebsiteDomain}
          />
          <FormField
            label="توضیحات"
            htmlFor="webservice-description"
            className="md:col-span-2"
            error={errors.description}
          >
            <textarea
              id="webservice-description"
              className="input h-28 py-2"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              maxLength={2000}
            />
          </FormField>
          <div>
            <Button type="submit" loading={order.isPending}>
              ثبت درخواست
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
