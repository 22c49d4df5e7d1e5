"use client";
// The operator's wage settings of a leader on the user detail view (LeaderWageSettings): percent
// and cap per passenger that replace the platform defaults for the leader's sales from now on.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { DetailSection } from "@/components/admin-users/detail/section";
import { MONEY_TOASTS } from "@/components/money/labels";
import { moneyApi } from "@/components/money/money-api";
import { Button, MoneyInput, NumberInput, Spinner } from "@/components/ui";

function WageForm({
  leaderId,
  percent: p0,
  cap: c0,
  isDefault,
}: {
  leaderId: number;
  percent: number;
  cap: number;
  isDefault: boolean;
}) {
  const client = useQueryClient();
  const [percent, setPercent] = useState<number | null>(p0);
  const [cap, setCap] = useState<number | null>(c0);
  const invalid = percent === null || cap === null || percent < 0 || percent > 100 || cap < 0;
  const save = useMutation({
    mutationFn: () => moneyApi.setWage(leaderId, percent!, cap!),
    onSuccess: () => {
      toast.success(MONEY_TOASTS.wageSaved);
      return client.invalidateQueries({ queryKey: ["money", "wage", leaderId] });
    },
  });
  return (
    <form
      className="grid gap-3 sm:grid-cols-3 sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) save.mutate();
      }}
    >
      <NumberInput id="wage-percent" label="درصد کارمزد هر مسافر" value={percent} onChange={setPercent} required />
      <MoneyInput
        id="wage-cap"
        label="سقف کارمزد هر مسافر (تومان)"
        value={cap}
        onChange={setCap}
        min={-1}
        minMessage={false}
        required
      />
      <Button type="submit" loading={save.isPending} disabled={invalid}>
        ثبت کارمزد
      </Button>
      {isDefault && <p className="text-xs text-slate-500 sm:col-span-3">اکنون پیش‌فرض پلتفرم اعمال می‌شود.</p>}
    </form>
  );
}

export function WageSettingsSection({ leaderId }: { leaderId: number }) {
  const wage = useQuery({ queryKey: ["money", "wage", leaderId], queryFn: () => moneyApi.wage(leaderId) });
  return (
    <DetailSection title="کارمزد همسفر از فروش این برگزارکننده" testId="wage-section">
      {wage.data ? (
        <WageForm
          key={`${wage.data.wageSettings.percentWagePerPassenger}-${wage.data.wageSettings.maxAlowedWagePricePerPassenger}`}
          leaderId={leaderId}
          percent={wage.data.wageSettings.percentWagePerPassenger}
          cap={wage.data.wageSettings.maxAlowedWagePricePerPassenger}
          isDefault={wage.data.isDefault}
        />
      ) : (
        <Spinner className="size-5" />
      )}
    </DetailSection>
  );
}
