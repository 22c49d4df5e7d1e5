"use client";
// The codes of a campaign with their use (GET /api/Discounts/GetDiscountCodes/{discountId}).
import { useQuery } from "@tanstack/react-query";
import { Modal, Spinner } from "@/components/ui";
import { toPersianDigits } from "@/lib/format/digits";
import { discountApi, type Campaign } from "./discount-api";

export function CodesModal({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const codes = useQuery({ queryKey: ["campaign-codes", campaign.id], queryFn: () => discountApi.codes(campaign.id) });
  const data = codes.data;
  return (
    <Modal open onClose={onClose} title={`کدهای «${campaign.title}»`}>
      {!data ? (
        <Spinner className="size-6" />
      ) : (
        <div className="flex flex-col gap-3 text-sm" data-testid="campaign-codes">
          <p>
            کل: {toPersianDigits(data.totalCount)}، استفاده‌شده: {toPersianDigits(data.usedCount)}، باقی‌مانده:{" "}
            {toPersianDigits(data.remainCount)}
          </p>
          <ul className="grid max-h-80 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
            {data.discountCodes.map((c) => (
              <li
                key={c.code}
                className={`rounded-lg border p-2 text-center ${c.remainCount === 0 ? "border-slate-200 text-slate-400 line-through" : "border-emerald-200"}`}
              >
                <span dir="ltr" className="font-mono">
                  {c.code}
                </span>
                {c.totalCount > 1 && (
                  <span className="block text-xs">{`${toPersianDigits(c.usedCount)} از ${toPersianDigits(c.totalCount)}`}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </Modal>
  );
}
