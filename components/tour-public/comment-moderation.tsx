"use client";
// The tour's own leader hides a comment (PUT /api/Tours/{tourId}/comment/{commentId} with
// isDeleted) after confirming, or shows a hidden one again. Loaded only when the comments list
// answers canModerate, so visitors never download it.
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { api } from "@/lib/client/api-client";
import * as comments from "@/lib/client/endpoints/comments";

interface Props {
  tourId: number;
  commentId: number;
  fullName: string;
  isDeleted: boolean;
  /** Reloads the list after a change. */
  onChanged: () => unknown;
}

export default function CommentModeration({ tourId, commentId, fullName, isDeleted, onChanged }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  // Plain state, no react-query: the tour page has no query client (its islands fetch directly).
  const update = {
    isPending: pending,
    mutate: async (hide: boolean) => {
      setPending(true);
      try {
        await api.call(comments.updateCommentContract, { params: { tourId, commentId }, body: { isDeleted: hide } });
        toast.success(hide ? "نظر حذف شد." : "نظر دوباره نمایش داده می‌شود.");
        setConfirming(false);
        onChanged();
      } catch {
        // The client has shown the server's messages.
      } finally {
        setPending(false);
      }
    },
  };

  if (isDeleted) {
    return (
      <button
        type="button"
        className="text-xs text-brand-600 hover:underline"
        disabled={update.isPending}
        onClick={() => void update.mutate(false)}
      >
        نمایش دوباره
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className="text-xs text-red-600 hover:underline"
        aria-label={`حذف نظر ${fullName}`}
        onClick={() => setConfirming(true)}
      >
        حذف
      </button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title="حذف نظر"
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              انصراف
            </Button>
            <Button variant="danger" loading={update.isPending} onClick={() => void update.mutate(true)}>
              حذف نظر
            </Button>
          </>
        }
      >
        <p className="text-sm text-slate-600">نظر «{fullName}» از دید بازدیدکنندگان پنهان می‌شود. ادامه می‌دهید؟</p>
      </Modal>
    </>
  );
}
