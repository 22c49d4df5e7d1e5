"use client";
// Cancelling a tour (POST /api/Tour/{tourId}/cancel) with one of the reasons the backend lists.
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, FormField, Modal } from "@/components/ui";
import { TOUR_TOASTS } from "@/components/tour-wizard/labels";
import { tourApi, type TourListRow } from "@/components/tour-wizard/tour-api";
import { MESSAGES } from "@/lib/validation/z";

export function CancelTourModal({
  tour,
  onClose,
  onCancelled,
}: {
  tour: TourListRow;
  onClose: () => void;
  onCancelled: () => unknown;
}) {
  const reasons = useQuery({
    queryKey: ["tour", "cancellation-reasons"],
    queryFn: tourApi.cancellationReasons,
    staleTime: Infinity,
  });
  const [reason, setReason] = useState<number | null>(null);
  const [description, setDescription] = useState("");
  const [tried, setTried] = useState(false);
  const cancel = useMutation({
    mutationFn: () => tourApi.cancel(tour.id, reason!, description.trim() || null),
    onSuccess: () => {
      toast.success(TOUR_TOASTS.cancelled);
      onClose();
      return onCancelled();
    },
  });
  const submit = () => {
    setTried(true);
    if (reason) cancel.mutate();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={`لغو تور «${tour.title}»`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            انصراف
          </Button>
          <Button variant="danger" loading={cancel.isPending} onClick={submit}>
            لغو تور
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">
          فروش تور متوقف می‌شود و به مسافرانی که بلیت خریده‌اند اطلاع داده می‌شود.
        </p>
        <FormField
          label="دلیل لغو"
          htmlFor="cancel-reason"
          required
          error={tried && !reason ? MESSAGES.required : undefined}
        >
          <select
            id="cancel-reason"
            className="input"
            value={reason ?? ""}
            onChange={(e) => setReason(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">انتخاب کنید</option>
            {reasons.data?.map((r) => (
              <option key={r.id} value={r.id}>
                {r.title}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="توضیحات" htmlFor="cancel-description">
          <textarea
            id="cancel-description"
            rows={3}
            className="input h-auto py-2"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </FormField>
      </div>
    </Modal>
  );
}
