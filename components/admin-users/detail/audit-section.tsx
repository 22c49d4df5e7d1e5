"use client";
// What operators did about this user (the audit log), newest first, 10 a page.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pagination } from "@/components/ui";
import { formatJalaliDateTime } from "@/lib/format";
import { USERS_KEY, usersApi } from "../users-api";
import { DetailSection } from "./section";

export const AUDIT_ACTION_TITLES: Record<string, string> = {
  "user.edit": "ویرایش اطلاعات",
  "user.addCredit": "افزودن اعتبار",
  "user.impersonate": "مشاهده به جای کاربر",
  "user.delete": "حذف کاربر",
  "user.toggleConfirmation": "تغییر تایید حساب",
  "user.toggleIdentityConfirmation": "تغییر تایید مدارک",
  "user.note": "یادداشت اپراتور",
  "user.sendSms": "ارسال پیامک",
  "user.changeRole": "تغییر نقش",
  "announcement.create": "ارسال اطلاعیه",
  "announcement.edit": "ویرایش اطلاعیه",
  "announcement.delete": "حذف اطلاعیه",
  "comment.hide": "حذف نظر",
};

const show = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

export function AuditSection({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...USERS_KEY, "audit", userId, page],
    queryFn: () => usersApi.audit(userId, page),
    placeholderData: keepPreviousData,
  });
  return (
    <DetailSection title="گزارش عملیات اپراتورها" testId="audit-section">
      {!list.data || list.data.result.length === 0 ? (
        <p className="text-sm text-slate-500">عملیاتی ثبت نشده است.</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-100 text-sm">
          {list.data.result.map((row) => (
            <li key={row.id} className="flex flex-col gap-1 py-2" data-testid="audit-row">
              <div className="flex flex-wrap gap-x-3 text-slate-700">
                <strong>{AUDIT_ACTION_TITLES[row.action] ?? row.action}</strong>
                <span className="text-slate-500">{row.actorName ?? "سامانه"}</span>
                <span className="text-slate-500">{formatJalaliDateTime(row.created)}</span>
              </div>
              {(row.before != null || row.after != null) && (
                <div className="flex flex-col gap-0.5 text-xs text-slate-500" dir="ltr">
                  {row.before != null && <code className="break-all">before: {show(row.before)}</code>}
                  {row.after != null && <code className="break-all">after: {show(row.after)}</code>}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
    </DetailSection>
  );
}
