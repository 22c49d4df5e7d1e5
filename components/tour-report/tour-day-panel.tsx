"use client";
// The tour report's "صف انتظار و یادآوری" tab: the tour's hold time and reminder settings
// (GET/PUT /api/tour/{tourId}/day-settings), the chosen session's waiting list in order — reorder,
// take out, clear (docs/waiting-list.md) — and the day-before reminders sent (docs/reminders.md).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { api } from "@/lib/client/api-client";
import type { ResponseOf } from "@/lib/client/response-of";
import type * as waitlistContracts from "@/lib/waitlist/contracts";
import { listRemindersContract } from "@/lib/client/endpoints/reminders";
import { getDaySettingsContract, putDaySettingsContract } from "@/lib/client/endpoints/tour-day";
import {
  clearWaitlistContract,
  listWaitlistContract,
  removeWaitlistEntryContract,
  reorderWaitlistContract,
} from "@/lib/client/endpoints/waitlist";
import { formatDigits, formatJalaliDateTime } from "@/lib/format";

type Entry = ResponseOf<typeof waitlistContracts.listWaitlistContract>["sessions"][number]["entries"][number];

function entryState(e: Entry): string {
  switch (e.status) {
    case "Waiting":
      return "در انتظار";
    case "Offered":
      return `جا نگه داشته شد تا ${formatJalaliDateTime(e.holdExpiresAt)}`;
    case "Claimed":
      return `خرید کرد (کد پیگیری ${e.trackingId ?? "—"})`;
    case "Lapsed":
      return "مهلت تمام شد";
    default:
      return "حذف شد";
  }
}

function SettingsForm({ tourId }: { tourId: number }) {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: ["tour-report", tourId, "day-settings"],
    queryFn: () => api.call(getDaySettingsContract, { params: { tourId } }),
  });
  const [draft, setDraft] = useState<{ holdMinutes: string; remindersOn: boolean; reminderTime: string } | null>(null);
  const form =
    draft ??
    (data
      ? { holdMinutes: String(data.holdMinutes), remindersOn: data.remindersOn, reminderTime: data.reminderTime }
      : null);
  const save = useMutation({
    mutationFn: (body: { holdMinutes: string; remindersOn: boolean; reminderTime: string }) =>
      api.call(putDaySettingsContract, { params: { tourId }, body }),
    onSuccess: () => {
      toast.success("تنظیمات ذخیره شد.");
      setDraft(null);
      return queryClient.invalidateQueries({ queryKey: ["tour-report", tourId, "day-settings"] });
    },
  });
  if (!form) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form);
  };
  return (
    <form
      className="card grid gap-3 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      onSubmit={submit}
      data-testid="day-settings"
    >
      <label className="space-y-1 text-sm">
        <span className="text-slate-700">مدت نگه‌داشت جا برای صف (دقیقه، ۵ تا ۱۴۴۰)</span>
        <input
          className="input"
          dir="ltr"
          inputMode="numeric"
          value={form.holdMinutes}
          onChange={(e) => setDraft({ ...form, holdMinutes: e.target.value })}
          data-testid="hold-minutes"
        />
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="accent-brand-600"
          checked={form.remindersOn}
          onChange={(e) => setDraft({ ...form, remindersOn: e.target.checked })}
        />
        پیامک یادآوری روز قبل از حرکت
      </label>
      <label className="space-y-1 text-sm">
        <span className="text-slate-700">ساعت یادآوری (روز قبل)</span>
        <input
          className="input"
          dir="ltr"
          placeholder="18:00"
          value={form.reminderTime}
          onChange={(e) => setDraft({ ...form, reminderTime: e.target.value })}
        />
      </label>
      <button type="submit" className="btn-primary h-10 px-4 text-sm" disabled={save.isPending}>
        ذخیره
      </button>
    </form>
  );
}

function WaitingList({ tourId, sessionId }: { tourId: number; sessionId: number }) {
  const queryClient = useQueryClient();
  const key = ["tour-report", tourId, "waitlist"];
  const { data } = useQuery({ queryKey: key, queryFn: () => api.call(listWaitlistContract, { params: { tourId } }) });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const change = useMutation({ mutationFn: (run: () => Promise<unknown>) => run(), onSuccess: refresh });
  const session = data?.sessions.find((s) => s.id === sessionId);
  if (!session) return <p className="text-sm text-slate-500">در حال بارگذاری…</p>;
  const waiting = session.entries.filter((e) => e.status === "Waiting").map((e) => e.id);
  const move = (id: number, delta: number) => {
    const order = [...waiting];
    const at = order.indexOf(id);
    [order[at], order[at + delta]] = [order[at + delta], order[at]];
    change.mutate(() =>
      api.call(reorderWaitlistContract, { params: { tourId, sessionId }, body: { entryIds: order } }),
    );
  };
  const live = session.entries.filter((e) => e.status === "Waiting" || e.status === "Offered").length;
  return (
    <section className="card space-y-3" data-testid="waitlist-panel">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-slate-800">صف انتظار</h3>
        <p className="text-xs text-slate-500">{formatDigits(session.heldCount)} جا برای صف نگه داشته شده است</p>
        {live > 0 && (
          <button
            type="button"
            className="btn-secondary h-8 px-3 text-xs"
            onClick={() => {
              if (window.confirm("همه افراد صف انتظار این تاریخ حذف شوند؟ جاهای نگه‌داشته‌شده دوباره فروشی می‌شوند.")) {
                change.mutate(() => api.call(clearWaitlistContract, { params: { tourId, sessionId } }));
              }
            }}
          >
            پاک کردن صف
          </button>
        )}
      </div>
      {session.entries.length === 0 ? (
        <p className="text-sm text-slate-600">کسی در صف انتظار این تاریخ نیست.</p>
      ) : (
        <ol className="divide-y divide-slate-100 text-sm">
          {session.entries.map((e) => {
            const at = waiting.indexOf(e.id);
            return (
              <li key={e.id} className="flex flex-wrap items-center gap-3 py-2" data-testid="waitlist-entry">
                <span dir="ltr" data-testid="waitlist-mobile">
                  {formatDigits(e.mobile)}
                </span>
                <span>{formatDigits(e.places)} جا</span>
                <span className="text-slate-600">{entryState(e)}</span>
                <span className="ms-auto flex gap-1">
                  {at > 0 && (
                    <button
                      type="button"
                      className="btn-secondary size-8 p-0"
                      aria-label="بالاتر در صف"
                      onClick={() => move(e.id, -1)}
                    >
                      ↑
                    </button>
                  )}
                  {at >= 0 && at < waiting.length - 1 && (
                    <button
                      type="button"
                      className="btn-secondary size-8 p-0"
                      aria-label="پایین‌تر در صف"
                      onClick={() => move(e.id, 1)}
                    >
                      ↓
                    </button>
                  )}
                  {(e.status === "Waiting" || e.status === "Offered") && (
                    <button
                      type="button"
                      className="btn-secondary h-8 px-2 text-xs"
                      onClick={() =>
                        change.mutate(() =>
                          api.call(removeWaitlistEntryContract, { params: { tourId, entryId: e.id } }),
                        )
                      }
                    >
                      حذف
                    </button>
                  )}
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

function Reminders({ tourId, sessionId }: { tourId: number; sessionId: number }) {
  const { data } = useQuery({
    queryKey: ["tour-report", tourId, "reminders"],
    queryFn: () => api.call(listRemindersContract, { params: { tourId } }),
  });
  const rows = data?.reminders.filter((r) => r.sessionId === sessionId) ?? [];
  return (
    <section className="card space-y-3" data-testid="reminders-panel">
      <h3 className="font-bold text-slate-800">پیامک‌های یادآوری</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">هنوز یادآوری برای این تاریخ فرستاده نشده است.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {rows.map((r) => (
            <li key={r.id} className="flex flex-wrap gap-3 py-2">
              <span>{r.passengerName}</span>
              <span dir="ltr">{formatDigits(r.mobile)}</span>
              <span className={r.status === "Sent" ? "text-emerald-700" : "text-amber-700"}>{r.statusTitle}</span>
              {r.sentAt && <span className="text-slate-500">{formatJalaliDateTime(r.sentAt)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function TourDayPanel({ tourId, sessionId }: { tourId: number; sessionId: number }) {
  return (
    <div className="space-y-4">
      <SettingsForm tourId={tourId} />
      <WaitingList tourId={tourId} sessionId={sessionId} />
      <Reminders tourId={tourId} sessionId={sessionId} />
    </div>
  );
}
