"use client";
// The operator's announcement form (new or edit): title, body, days it stays, to everyone or to
// one user (by id), kind Alert or TicketCancelation (then with the refund id).
import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { Button, Input, NumberInput } from "@/components/ui";
import { announcementsApi, type AnnouncementInput, type OperatorAnnouncement } from "./announcements-api";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

const DAY = 86_400_000;

function initial(editing: OperatorAnnouncement | null): AnnouncementInput {
  if (!editing) return { title: "", body: "", expiresIn: 7, userId: null, type: "Alert", entityId: null };
  const days = Math.max(1, Math.ceil((new Date(editing.expiresAt).getTime() - Date.now()) / DAY));
  return {
    title: editing.title,
    body: editing.body,
    expiresIn: days,
    userId: editing.userId,
    type: editing.annoncementType,
    entityId: editing.entityId,
  };
}

export function AnnouncementForm({ editing, onDone }: { editing: OperatorAnnouncement | null; onDone: () => void }) {
  const [values, setValues] = useState<AnnouncementInput>(() => initial(editing));
  const [errors, setErrors] = useState<Partial<Record<keyof AnnouncementInput, string>>>({});
  const set = <K extends keyof AnnouncementInput>(key: K, value: AnnouncementInput[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const save = useMutation({
    mutationFn: () => (editing ? announcementsApi.update(editing.id, values) : announcementsApi.create(values)),
    onSuccess: () => {
      toast.success(editing ? "اطلاعیه ویرایش شد." : "اطلاعیه ارسال شد.");
      setValues(initial(null));
      onDone();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = "این فیلد نمی‌تواند خالی باشد";
    const next: typeof errors = {};
    if (!values.title.trim()) next.title = empty;
    if (!values.body.trim()) next.body = empty;
    if (!values.expiresIn || values.expiresIn < 1 || values.expiresIn > 365) next.expiresIn = "بین ۱ تا ۳۶۵ روز";
    if (values.type === "TicketCancelation" && !values.entityId?.trim()) next.entityId = empty;
    setErrors(next);
    if (Object.keys(next).length) return focusFirstInvalid(event.currentTarget);
    save.mutate();
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="card flex flex-col gap-3"
      aria-label={editing ? "ویرایش اطلاعیه" : "اطلاعیه جدید"}
    >
      <h2 className="font-bold">{editing ? "ویرایش اطلاعیه" : "اطلاعیه جدید"}</h2>
      <Input
        id="announcement-title"
        label="عنوان"
        required
        value={values.title}
        error={errors.title}
        maxLength={200}
        onChange={(e) => set("title", e.target.value)}
      />
      <label htmlFor="announcement-body" className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium text-slate-700">
          متن<span className="ms-0.5 text-red-600">*</span>
        </span>
        <textarea
          id="announcement-body"
          className="input min-h-28 py-2"
          maxLength={4000}
          value={values.body}
          onChange={(e) => set("body", e.target.value)}
        />
        {errors.body && <span className="text-xs text-red-600">{errors.body}</span>}
      </label>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <NumberInput
          id="announcement-days"
          label="مدت نمایش (روز)"
          value={values.expiresIn}
          onChange={(v) => set("expiresIn", v ?? 0)}
          max={365}
          error={errors.expiresIn}
        />
        <NumberInput
          id="announcement-user"
          label="شناسه گیرنده (خالی: همه)"
          value={values.userId}
          onChange={(v) => set("userId", v)}
        />
        <label htmlFor="announcement-type" className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium text-slate-700">نوع</span>
          <select
            id="announcement-type"
            className="input"
            value={values.type}
            onChange={(e) => set("type", e.target.value as AnnouncementInput["type"])}
          >
            <option value="Alert">هشدار</option>
            <option value="TicketCancelation">لغو بلیت</option>
          </select>
        </label>
      </div>
      {values.type === "TicketCancelation" && (
        <Input
          id="announcement-entity"
          label="شناسه استرداد"
          required
          dir="ltr"
          value={values.entityId ?? ""}
          error={errors.entityId}
          onChange={(e) => set("entityId", e.target.value || null)}
        />
      )}
      <div className="flex justify-end gap-2">
        {editing && (
          <Button variant="secondary" onClick={onDone}>
            انصراف
          </Button>
        )}
        <Button type="submit" loading={save.isPending}>
          {editing ? "ذخیره" : "ارسال اطلاعیه"}
        </Button>
      </div>
    </form>
  );
}
