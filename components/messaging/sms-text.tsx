"use client";
// An SMS a leader sends to many (a tour's passengers from the tour report, a group from the passenger
// book): the text box, at most 500 characters (lib/messaging/schemas.ts) counted as the person types,
// and the toast that says how many it went to and what it cost.
import { toast } from "react-toastify";
import { FormField } from "@/components/ui";
import { formatNumber, formatToman } from "@/lib/format";

export function SmsTextArea({ id, value, onChange }: { id: string; value: string; onChange: (text: string) => void }) {
  return (
    <FormField label="متن پیامک" htmlFor={id} hint={`${formatNumber(value.length)} از ۵۰۰ نویسه`}>
      <textarea
        id={id}
        className="input min-h-28"
        maxLength={500}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </FormField>
  );
}

export function toastSmsSent({ recipients, cost }: { recipients: number; cost?: number | null }) {
  toast.success(
    `پیامک با موفقیت ارسال شد (${formatNumber(recipients)} گیرنده${cost ? `، هزینه ${formatToman(cost)}` : ""}).`,
  );
}
