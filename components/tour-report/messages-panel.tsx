"use client";
// Group SMS to the tour's paid passengers (all or the chosen session) and the survey link after the tour.
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Checkbox, FormField } from "@/components/ui";
import { formatNumber } from "@/lib/format";
import { SmsTextArea, toastSmsSent } from "@/components/messaging/sms-text";
import { reportApi } from "./report-api";

export function MessagesPanel({ tourId, sessionId }: { tourId: number; sessionId?: number }) {
  const [message, setMessage] = useState("");
  const [onlySession, setOnlySession] = useState(true);
  const [survey, setSurvey] = useState("");
  const sms = useMutation({
    mutationFn: () => reportApi.sendSms(tourId, message.trim(), onlySession ? sessionId : undefined),
    onSuccess: (a) => {
      toastSmsSent(a);
      setMessage("");
    },
  });
  const poll = useMutation({
    mutationFn: () => reportApi.survey(tourId, survey.trim()),
    onSuccess: (a) => {
      toast.success(`فرم نظرسنجی برای ${formatNumber(a.recipients)} مسافر ارسال شد.`);
      setSurvey("");
    },
  });
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className="card space-y-3" aria-label="پیامک به مسافران">
        <h3 className="text-sm font-bold">پیامک به مسافران</h3>
        <SmsTextArea id="tour-sms" value={message} onChange={setMessage} />
        {/* Each on its own line: inline, the checkbox's label ran into «ارسال پیامک» beside it. */}
        {sessionId && (
          <Checkbox
            className="flex w-fit"
            label="فقط مسافران این تاریخ"
            checked={onlySession}
            onChange={(e) => setOnlySession(e.target.checked)}
          />
        )}
        <div>
          <Button disabled={!message.trim()} loading={sms.isPending} onClick={() => sms.mutate()}>
            ارسال پیامک
          </Button>
        </div>
      </section>
      <section className="card space-y-3" aria-label="نظرسنجی">
        <h3 className="text-sm font-bold">نظرسنجی پس از تور</h3>
        <p className="text-xs text-slate-500">
          به هر مسافرِ تاریخ‌های به پایان رسیده، پیوند فرم ثبت نظر درباره تور پیامک می‌شود.
        </p>
        <FormField label="یادداشت (اختیاری)" htmlFor="tour-survey">
          <textarea
            id="tour-survey"
            className="input min-h-20"
            maxLength={300}
            value={survey}
            onChange={(e) => setSurvey(e.target.value)}
          />
        </FormField>
        <Button variant="secondary" loading={poll.isPending} onClick={() => poll.mutate()}>
          ارسال فرم نظرسنجی
        </Button>
      </section>
    </div>
  );
}
