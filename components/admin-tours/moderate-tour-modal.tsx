"use client";
// The operator hides or suspends a tour with a reason (sent to the leader by SMS), or lifts it.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Modal } from "@/components/ui";
import { ADMIN_TOURS_KEY, toursApi, type TourRow } from "./tours-api";

type Kind = "Hidden" | "Suspended";
const KIND_LABELS: Record<Kind, string> = { Hidden: "پنهان کردن", Suspended: "تعلیق فروش" };

export function ModerationBadge({ tour }: { tour: TourRow }) {
  if (!tour.moderation) return null;
  return (
    <span className="text-red-700" data-testid="admin-tour-moderation">
      {tour.moderation === "Hidden" ? "پنهان‌شده" : "تعلیق‌شده"}: {tour.moderationReason}
    </span>
  );
}

export function ModerateTour({ tour }: { tour: TourRow }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [kind, setKind] = useState<Kind>("Hidden");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...ADMIN_TOURS_KEY, "tours"] });
  const moderate = useMutation({
    mutationFn: toursApi.moderate,
    onSuccess: () => {
      setOpen(false);
      setReason("");
      toast.success("تور از صفحه‌های عمومی برداشته شد و به تورگردان پیامک شد.");
      return refresh();
    },
  });
  const lift = useMutation({
    mutationFn: toursApi.liftModeration,
    onSuccess: () => {
      toast.success("تور دوباره در صفحه‌های عمومی نمایش داده می‌شود.");
      return refresh();
    },
  });
  if (tour.isDeleted) return null;
  if (tour.moderation)
    return (
      <Button variant="secondary" loading={lift.isPending} onClick={() => lift.mutate(tour.id)}>
        برداشتن {tour.moderation === "Hidden" ? "پنهان‌سازی" : "تعلیق"}
      </Button>
    );
  const submit = () => {
    const text = reason.trim();
    if (text.length < 3) return setError("دلیل را بنویسید (دست‌کم ۳ حرف).");
    if (text.length > 300) return setError("دلیل حداکثر ۳۰۰ حرف است.");
    setError(null);
    moderate.mutate({ tourId: tour.id, moderation: kind, moderationReason: text });
  };
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        پنهان / تعلیق
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={`پنهان یا تعلیق «${tour.title}»`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              انصراف
            </Button>
            <Button variant="danger" loading={moderate.isPending} onClick={submit}>
              {KIND_LABELS[kind]}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-3 text-sm">
          <fieldset className="flex flex-wrap gap-4">
            <legend className="mb-1 font-medium text-slate-700">نوع برخورد</legend>
            {(Object.keys(KIND_LABELS) as Kind[]).map((k) => (
              <label key={k} className="flex items-center gap-2">
                <input type="radio" name="moderation" checked={kind === k} onChange={() => setKind(k)} />
                {KIND_LABELS[k]}
              </label>
            ))}
          </fieldset>
          <label htmlFor="moderation-reason" className="flex flex-col gap-1">
            <span className="font-medium text-slate-700">دلیل (برای تورگردان پیامک می‌شود)</span>
            <textarea
              id="moderation-reason"
              className="input min-h-24"
              maxLength={300}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
          {error && (
            <p className="text-red-700" role="alert">
              {error}
            </p>
          )}
          <p className="text-slate-600">
            تور از صفحهٔ تور و فهرست‌های عمومی برداشته می‌شود و دیگر فروخته نمی‌شود؛ بلیت‌های فروخته‌شده معتبر می‌مانند.
          </p>
        </div>
      </Modal>
    </>
  );
}
