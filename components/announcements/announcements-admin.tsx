"use client";
// /adminDashboard/announcements: compose, list (newest first, 9 a page), edit and delete.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "react-toastify";
import { Button, Modal, Pagination } from "@/components/ui";
import { formatDigits, formatJalaliDateTime } from "@/lib/format";
import { AnnouncementForm } from "./announcement-form";
import { announcementsApi, OPERATOR_ANNOUNCEMENTS_KEY, type OperatorAnnouncement } from "./announcements-api";

export function AnnouncementsAdmin() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<OperatorAnnouncement | null>(null);
  const [deleting, setDeleting] = useState<OperatorAnnouncement | null>(null);
  const list = useQuery({
    queryKey: [...OPERATOR_ANNOUNCEMENTS_KEY, page],
    queryFn: () => announcementsApi.list(page),
    placeholderData: keepPreviousData,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: OPERATOR_ANNOUNCEMENTS_KEY });
  const remove = useMutation({
    mutationFn: (id: number) => announcementsApi.remove(id),
    onSuccess: () => toast.success("اطلاعیه حذف شد."),
    onSettled: () => {
      setDeleting(null);
      return reload();
    },
  });
  return (
    <div className="flex flex-col gap-4">
      <AnnouncementForm
        key={editing?.id ?? "new"}
        editing={editing}
        onDone={() => {
          setEditing(null);
          void reload();
        }}
      />
      <section className="flex flex-col gap-3" aria-label="اطلاعیه‌ها">
        {list.data?.result.length === 0 && (
          <p className="card py-8 text-center text-sm text-slate-500">اطلاعیه‌ای ثبت نشده است.</p>
        )}
        {list.data?.result.map((a) => (
          <article key={a.id} className="card flex flex-col gap-2" data-testid="announcement-row">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-bold">{a.title}</h3>
              <div className="flex gap-2">
                <Button variant="secondary" onClick={() => setEditing(a)}>
                  ویرایش
                </Button>
                <Button variant="danger" onClick={() => setDeleting(a)}>
                  حذف
                </Button>
              </div>
            </div>
            <p className="text-sm whitespace-pre-line text-slate-700">{a.body}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500">
              <span>{a.annoncementType === "Alert" ? "هشدار" : "لغو بلیت"}</span>
              <span>
                گیرنده: {a.userId ? `${a.userName ?? ""} (${formatDigits(a.userId)})` : "همه تورگردانان و فروشندگان"}
              </span>
              <span>{a.expired ? "منقضی شده" : `نمایش تا ${formatJalaliDateTime(a.expiresAt)}`}</span>
              <span>خوانده‌شده: {formatDigits(a.readCount)}</span>
              <span>ارسال: {formatJalaliDateTime(a.created)}</span>
            </p>
          </article>
        ))}
      </section>
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
      <Modal
        open={Boolean(deleting)}
        onClose={() => setDeleting(null)}
        title="حذف اطلاعیه"
        footer={
          <>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              انصراف
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => deleting && remove.mutate(deleting.id)}>
              بله، حذف شود
            </Button>
          </>
        }
      >
        <p className="text-sm">اطلاعیه «{deleting?.title}» از همه کاربران حذف می‌شود.</p>
      </Modal>
    </div>
  );
}
