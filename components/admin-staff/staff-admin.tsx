"use client";
// /adminDashboard/userManagement: operators and accountants — list, add one with a password,
// disable or enable one (never oneself: the server refuses it too).
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { toast } from "react-toastify";
import { USER_TOASTS, USERS_KEY, usersApi } from "@/components/admin-users/users-api";
import { Button, Input, MobileInput, Pagination, PasswordInput } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { focusFirstInvalid } from "@/lib/client/focus-first-invalid";

const STAFF_KEY = [...USERS_KEY, "staff"] as const;
const EMPTY = {
  firstName: "",
  lastName: "",
  mobile: "",
  password: "",
  role: "Accountant" as "Operator" | "Accountant",
};

function AddStaffForm() {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof EMPTY, string>>>({});
  const add = useMutation({
    mutationFn: () => usersApi.addStaff(values),
    onSuccess: () => {
      toast.success(USER_TOASTS.staffAdded);
      setValues(EMPTY);
      return queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = "این فیلد نمی‌تواند خالی باشد";
    const next: typeof errors = {};
    if (!values.firstName.trim()) next.firstName = empty;
    if (!values.lastName.trim()) next.lastName = empty;
    if (!values.mobile.trim()) next.mobile = empty;
    if (values.password.length < 8) next.password = "رمز عبور باید دست‌کم ۸ نویسه باشد";
    setErrors(next);
    if (Object.keys(next).length) return focusFirstInvalid(event.currentTarget);
    add.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="card flex flex-col gap-3" aria-label="افزودن اپراتور یا حسابدار">
      <h2 className="font-bold">افزودن اپراتور یا حسابدار</h2>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <Input
          id="staff-first"
          label="نام"
          required
          value={values.firstName}
          error={errors.firstName}
          onChange={(e) => setValues((v) => ({ ...v, firstName: e.target.value }))}
        />
        <Input
          id="staff-last"
          label="نام خانوادگی"
          required
          value={values.lastName}
          error={errors.lastName}
          onChange={(e) => setValues((v) => ({ ...v, lastName: e.target.value }))}
        />
        <MobileInput
          id="staff-mobile"
          label="موبایل"
          required
          value={values.mobile}
          error={errors.mobile}
          onChange={(e) => setValues((v) => ({ ...v, mobile: e.target.value }))}
        />
        <PasswordInput
          id="staff-password"
          label="رمز عبور"
          required
          value={values.password}
          error={errors.password}
          autoComplete="new-password"
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <label htmlFor="staff-role" className="flex flex-col gap-1.5 text-sm">
          <span className="font-medium text-slate-700">نقش</span>
          <select
            id="staff-role"
            className="input"
            value={values.role}
            onChange={(e) => setValues((v) => ({ ...v, role: e.target.value as typeof v.role }))}
          >
            <option value="Accountant">حسابدار</option>
            <option value="Operator">اپراتور</option>
          </select>
        </label>
      </div>
      <div>
        <Button type="submit" loading={add.isPending}>
          افزودن
        </Button>
      </div>
    </form>
  );
}

export function StaffAdmin({ selfId }: { selfId: number }) {
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...STAFF_KEY, page],
    queryFn: () => usersApi.staff(page),
    placeholderData: keepPreviousData,
  });
  const toggle = useMutation({
    mutationFn: usersApi.toggleStaff,
    onSuccess: (r) => toast.success(r.disabled ? USER_TOASTS.staffDisabled : USER_TOASTS.staffEnabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: STAFF_KEY }),
  });
  return (
    <div className="flex flex-col gap-4">
      <AddStaffForm />
      <section className="flex flex-col gap-3" aria-label="اپراتورها و حسابداران">
        {list.data?.result.map((s) => (
          <article
            key={s.id}
            className="card flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between"
            data-testid="staff-row"
            data-user-id={s.id}
          >
            <div className="flex flex-col gap-1 text-sm">
              <strong>
                {s.firstName} {s.lastName}
              </strong>
              <span className="flex flex-wrap gap-x-4 text-slate-600">
                <span>{s.role === "Operator" ? "اپراتور" : "حسابدار"}</span>
                <span dir="ltr">{formatDigits(s.mobile)}</span>
                <span>از {formatJalaliDate(s.created)}</span>
                {s.disabled && <span className="text-red-600">غیرفعال</span>}
              </span>
            </div>
            {s.id === selfId ? (
              <span className="text-xs text-slate-500">حساب شما</span>
            ) : (
              <Button
                variant={s.disabled ? "secondary" : "danger"}
                loading={toggle.isPending && toggle.variables === s.id}
                onClick={() => toggle.mutate(s.id)}
              >
                {s.disabled ? "فعال کردن" : "غیرفعال کردن"}
              </Button>
            )}
          </article>
        ))}
      </section>
      {list.data && <Pagination page={page} pageCount={list.data.pageCount} onPage={setPage} />}
    </div>
  );
}
