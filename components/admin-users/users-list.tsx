"use client";
// /adminDashboard (leaders, RoleId 2) and /adminDashboard/affiliatesManagement (sellers, RoleId 3):
// paged 9 a page, filters in the address, confirmation toggles on the row, links to the detail
// view and to "view as this user" (impersonation).
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { Pagination, Spinner } from "@/components/ui";
import { formatDigits, formatJalaliDate } from "@/lib/format";
import { ConfirmationToggles } from "./confirmation-toggles";
import { StatusChips } from "./status-chips";
import { flagQuery, useUserParams } from "./use-user-params";
import { UserFilters } from "./user-filters";
import { USERS_KEY, usersApi, type SearchUsersParams } from "./users-api";
import { IDENTITY_DOCUMENT_COLUMNS } from "@/lib/profile/photo-slots";

export function UsersList({ roleId }: { roleId: 2 | 3 }) {
  const [params, setParams] = useUserParams();
  const query: SearchUsersParams = {
    RoleId: roleId,
    Page: params.page,
    SearchTerm: params.term || undefined,
    Confirmed: flagQuery(params.confirmed),
    IdentityDocsConfirmed: flagQuery(params.docs),
  };
  const list = useQuery({
    queryKey: [...USERS_KEY, "search", query],
    queryFn: () => usersApi.search(query),
    placeholderData: keepPreviousData,
  });
  const page = list.data;
  const noun = roleId === 2 ? "تورگردان" : "فروشنده";

  return (
    <div className="flex flex-col gap-4">
      <UserFilters />
      {page && (
        <p className="text-sm text-slate-600" data-testid="users-summary">
          {formatDigits(page.totalItemCount)} {noun}
        </p>
      )}
      <section aria-busy={list.isFetching || undefined} className="flex flex-col gap-3">
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" />
          </div>
        ) : !page || page.result.length === 0 ? (
          <p className="card py-12 text-center text-sm text-slate-500">{noun}ی یافت نشد.</p>
        ) : (
          page.result.map((user) => (
            <article
              key={user.id}
              data-testid="user-row"
              data-user-id={user.id}
              className="card flex flex-col gap-3 md:flex-row md:items-center md:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <Link
                  href={`/adminDashboard/users/${user.id}`}
                  className="flex min-h-10 items-center font-bold text-slate-800 hover:text-brand-600"
                  data-testid="user-name"
                >
                  {user.fullName}
                  {user.brand && <span className="ms-2 text-sm font-normal text-slate-500">({user.brand})</span>}
                </Link>
                <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
                  <span>
                    شناسه: <span dir="ltr">{formatDigits(user.id)}</span>
                  </span>
                  <span dir="ltr">{formatDigits(user.mobile)}</span>
                  {user.nationalId && <span>کد ملی: {formatDigits(user.nationalId)}</span>}
                  <span>
                    مدارک هویتی: {formatDigits(user.identityDocsCount)} از{" "}
                    {formatDigits(IDENTITY_DOCUMENT_COLUMNS.length)}
                  </span>
                  <span>عضویت: {formatJalaliDate(user.created)}</span>
                </p>
                <StatusChips isConfirmed={user.isConfirmed} identityDocsConfirmed={user.identityDocsConfirmed} />
              </div>
              <div className="flex flex-wrap gap-2">
                <ConfirmationToggles user={user} />
                <Link
                  href={`/adminDashboard/users/${user.id}`}
                  className="btn-secondary"
                  data-testid="user-detail-link"
                >
                  جزئیات
                </Link>
                <Link
                  href={`/dashboard?impersonate=true&userId=${user.id}`}
                  className="btn-secondary"
                  data-testid="impersonate-link"
                >
                  مشاهده به جای کاربر
                </Link>
              </div>
            </article>
          ))
        )}
      </section>
      {page && (
        <Pagination page={params.page} pageCount={page.pageCount} onPage={(next) => void setParams({ page: next })} />
      )}
    </div>
  );
}
