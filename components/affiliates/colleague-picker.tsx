"use client";
// Colleague search of the tour wizard (and the default settings): a leader finds colleagues by
// name, brand or mobile (GET /api/Users/Self/SearchUsers, 10 a page) and adds them, or invites a
// person who has no account yet (POST /api/Users/Self/InviteUser: an SMS with a registration link).
import type { searchColleaguesContract } from "@/lib/affiliates/contracts";
import type { RowOf } from "@/lib/client/response-of";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Input, MobileInput, Spinner } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as affiliates from "@/lib/client/endpoints/affiliates";
import { toPersianDigits } from "@/lib/format";

export type Colleague = RowOf<typeof searchColleaguesContract>;

export function ColleaguePicker({
  exclude,
  onPick,
}: {
  exclude: number[];
  onPick: (colleague: { id: number; name: string }) => void;
}) {
  const [term, setTerm] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const found = useQuery({
    queryKey: ["colleagues", submitted, page],
    queryFn: () =>
      api.call(affiliates.searchColleaguesContract, {
        query: { "Resource.UserMeta": submitted || undefined, Page: page, PageSize: 10 },
      }),
    enabled: submitted !== null,
  });
  const rows = found.data?.result ?? [];
  return (
    <div className="flex flex-col gap-2" data-testid="colleague-picker">
      <div className="flex items-end gap-2">
        <Input
          label="جستجوی همکار (نام، برند یا موبایل)"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              setPage(1);
              setSubmitted(term.trim());
            }
          }}
          containerClassName="flex-1"
        />
        <Button
          variant="secondary"
          onClick={() => {
            setPage(1);
            setSubmitted(term.trim());
          }}
        >
          جستجو
        </Button>
      </div>
      {found.isFetching && <Spinner className="size-5" />}
      {submitted !== null && !found.isFetching && rows.length === 0 && (
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="text-slate-600">همکاری با این مشخصات پیدا نشد. اگر هنوز در همسفر حساب ندارد، دعوتش کنید:</p>
          <InviteColleague />
        </div>
      )}
      {rows.length > 0 && (
        <ul
          className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200"
          aria-label="نتیجه جستجوی همکاران"
        >
          {rows.map((c) => {
            const added = exclude.includes(c.id);
            const name = c.brand || c.fullName;
            return (
              <li key={c.id} className="flex items-center justify-between gap-2 p-2 text-sm">
                <span className="min-w-0">
                  <span className="font-medium">{name}</span>
                  <span className="text-slate-500">
                    ، {c.role === "Affiliate" ? "همکار فروش" : "تورلیدر"}،{" "}
                    <span dir="ltr">{toPersianDigits(c.mobile)}</span>
                    {c.cityName ? `، ${c.cityName}` : ""}
                  </span>
                </span>
                <Button
                  variant={added ? "secondary" : "primary"}
                  disabled={added}
                  onClick={() => onPick({ id: c.id, name })}
                >
                  {added ? "افزوده شد" : "افزودن"}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {(found.data?.pageCount ?? 0) > 1 && (
        <div className="flex gap-2 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            قبلی
          </Button>
          <Button variant="secondary" disabled={page >= (found.data?.pageCount ?? 1)} onClick={() => setPage(page + 1)}>
            بعدی
          </Button>
        </div>
      )}
    </div>
  );
}

function InviteColleague() {
  const [mobile, setMobile] = useState("");
  const invite = useMutation({
    mutationFn: () => api.call(affiliates.inviteUserContract, { body: { mobile } }),
    onSuccess: (answer) => {
      toast.success(answer.message);
      setMobile("");
    },
  });
  return (
    <div className="flex items-end gap-2">
      <MobileInput
        label="موبایل همکار"
        value={mobile}
        onChange={(e) => setMobile(e.target.value)}
        containerClassName="flex-1"
      />
      <Button onClick={() => invite.mutate()} loading={invite.isPending} disabled={!mobile}>
        ارسال دعوت‌نامه
      </Button>
    </div>
  );
}
