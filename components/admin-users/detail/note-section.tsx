"use client";
// The operator's private note about the user (PUT /api/Operator/user-note/{userId}).
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button } from "@/components/ui";
import { useRefreshUsers } from "../use-refresh-users";
import { USER_TOASTS, usersApi, type UserDetail } from "../users-api";
import { DetailSection } from "./section";

export function NoteSection({ user }: { user: UserDetail }) {
  const refresh = useRefreshUsers();
  const [note, setNote] = useState(user.note ?? "");
  const save = useMutation({
    mutationFn: () => usersApi.note(user.id, note),
    onSuccess: () => {
      toast.success(USER_TOASTS.noteSaved);
      return refresh();
    },
  });
  return (
    <DetailSection title="یادداشت اپراتور" testId="note-section">
      <textarea
        aria-label="یادداشت اپراتور"
        className="input min-h-24 py-2"
        maxLength={2000}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="فقط اپراتورها این یادداشت را می‌بینند."
      />
      <div>
        <Button
          variant="secondary"
          loading={save.isPending}
          disabled={note === (user.note ?? "")}
          onClick={() => save.mutate()}
        >
          ذخیره یادداشت
        </Button>
      </div>
    </DetailSection>
  );
}
