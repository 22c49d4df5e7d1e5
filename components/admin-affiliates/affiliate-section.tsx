"use client";
// The affiliate part of the operator's user detail view (/adminDashboard/users/{userId}):
// the leaders whose tours the affiliate may sell, with add (search among leaders) and remove
// (POST /api/Operator/AddLeaderToAffilate with the whole new list), and the sales plan switch
// (POST /api/Operator/ChangeAffiliateSalesPlan, the spec's toast "sales type changed to online /
// credit"). Reads GET /api/Operator/affiliate/{id}.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { DetailSection } from "@/components/admin-users/detail/section";
import { Button, Input, SearchForm, Spinner } from "@/components/ui";
import type { getAffiliateContract } from "@/lib/affiliates/contracts";
import { api } from "@/lib/client/api-client";
import * as affiliates from "@/lib/client/endpoints/affiliates";
import * as operatorUsers from "@/lib/client/endpoints/operator-users";
import type { ResponseOf } from "@/lib/client/response-of";
import { toPersianDigits } from "@/lib/format";

export type AffiliateDetail = ResponseOf<typeof getAffiliateContract>["affiliateDetail"];

export const affiliateQueryKey = (id: number) => ["operator", "affiliate", id] as const;

export function AffiliateSection({ affiliateId }: { affiliateId: number }) {
  const client = useQueryClient();
  const key = affiliateQueryKey(affiliateId);
  const detail = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await api.call(affiliates.getAffiliateContract, { params: { id: affiliateId } })).affiliateDetail,
  });
  const setLeaders = useMutation({
    mutationFn: (leaderIds: number[]) =>
      api.call(affiliates.addLeaderToAffiliateContract, { body: { affiliateId, leaderIds } }),
    onSuccess: (answer) => {
      client.setQueryData(key, answer.affiliateDetail);
      toast.success("تغییرات اعمال شد.");
    },
  });
  const changePlan = useMutation({
    mutationFn: (isOnlineSales: boolean) =>
      api.call(affiliates.changeSalesPlanContract, { body: { affiliateId, isOnlineSales } }),
    onSuccess: (answer) => {
      client.setQueryData<AffiliateDetail>(key, (old) => (old ? { ...old, isOnlineSales: answer.isOnlineSales } : old));
      toast.success(answer.message);
    },
  });

  if (detail.isPending) return <Spinner className="size-6" />;
  if (!detail.data) return <p className="text-sm text-red-600">اطلاعات همکار فروش خوانده نشد.</p>;
  const affiliate = detail.data;
  const ids = affiliate.leaders.map((l) => l.id);

  return (
    <DetailSection title="فروش همکار" testId="affiliate-section">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 className="font-bold">طرح فروش</h3>
        <div role="radiogroup" aria-label="طرح فروش" className="flex gap-2">
          {[
            { online: true, title: "فروش آنلاین" },
            { online: false, title: "فروش اعتباری" },
          ].map((plan) => (
            <button
              key={String(plan.online)}
              type="button"
              role="radio"
              aria-checked={affiliate.isOnlineSales === plan.online}
              disabled={changePlan.isPending || affiliate.isOnlineSales === plan.online}
              onClick={() => changePlan.mutate(plan.online)}
              className={affiliate.isOnlineSales === plan.online ? "btn-primary" : "btn-secondary"}
            >
              {plan.title}
            </button>
          ))}
        </div>
      </div>
      <p className="text-xs text-slate-500">
        {affiliate.isOnlineSales
          ? "خریداران از لینک همکار در درگاه پرداخت می‌کنند و سهم همکار به کیف پول او واریز می‌شود."
          : "همکار برای مشتری خود از کیف پولش، به قیمت پس از کسر سهمش، بلیت می‌خرد."}
      </p>

      <h3 className="font-bold">تورلیدرهای مجاز ({toPersianDigits(affiliate.leaders.length)})</h3>
      {affiliate.leaders.length === 0 ? (
        <p className="text-sm text-slate-500">هنوز تورلیدری به این همکار متصل نشده است.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100" aria-label="تورلیدرهای همکار">
          {affiliate.leaders.map((leader) => (
            <li key={leader.id} className="flex items-center justify-between gap-2 py-2 text-sm">
              <span>
                {leader.brand || leader.fullName}{" "}
                <span className="text-slate-500">({toPersianDigits(leader.mobile)})</span>
              </span>
              <Button
                variant="secondary"
                disabled={setLeaders.isPending}
                onClick={() => setLeaders.mutate(ids.filter((id) => id !== leader.id))}
              >
                حذف
              </Button>
            </li>
          ))}
        </ul>
      )}
      <LeaderPicker exclude={ids} busy={setLeaders.isPending} onPick={(id) => setLeaders.mutate([...ids, id])} />
    </DetailSection>
  );
}

function LeaderPicker({ exclude, busy, onPick }: { exclude: number[]; busy: boolean; onPick: (id: number) => void }) {
  const [term, setTerm] = useState("");
  const [submitted, setSubmitted] = useState<string | null>(null);
  const found = useQuery({
    queryKey: ["operator", "SearchUsers", "leaders", submitted],
    queryFn: () =>
      api.call(operatorUsers.searchUsersContract, {
        query: { RoleId: 2, Confirmed: true, SearchTerm: submitted || undefined, PageSize: 9 },
      }),
    enabled: submitted !== null,
  });
  const rows = (found.data?.result ?? []).filter((r) => !exclude.includes(r.id));
  return (
    <div className="flex flex-col gap-2">
      <SearchForm label="افزودن تورلیدر" className="flex items-end gap-2" onSearch={() => setSubmitted(term.trim())}>
        <Input
          label="افزودن تورلیدر (نام، برند یا موبایل)"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          containerClassName="flex-1"
        />
        <Button type="submit" variant="secondary">
          جستجو
        </Button>
      </SearchForm>
      {found.isFetching && <Spinner className="size-5" />}
      {submitted !== null && !found.isFetching && rows.length === 0 && (
        <p className="text-sm text-slate-500">تورلیدری پیدا نشد.</p>
      )}
      <ul className="flex flex-col gap-1">
        {rows.map((row) => (
          <li key={row.id} className="flex items-center justify-between gap-2 text-sm">
            <span>
              {row.brand || row.fullName} <span className="text-slate-500">({toPersianDigits(row.mobile)})</span>
            </span>
            <Button disabled={busy} onClick={() => onPick(row.id)}>
              افزودن
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
