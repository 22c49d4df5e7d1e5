"use client";
// /dashboard/tour: the leader's tours and collaborations (GET /api/Tour/search, 20 a page), with
// edit, copy, report, registration and sale-website toggles, cancel and delete.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Pagination, Spinner } from "@/components/ui";
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { tourApi } from "@/components/tour-wizard/tour-api";
import { tehranInstant } from "@/lib/format/tehran-time";
import { toPersianDigits } from "@/lib/format/digits";
import { TourFilters, useTourListParams } from "./tour-filters";
import { TourRow } from "./tour-row";

export const TOUR_PAGE_SIZE = 20;

const HEADER_ACTIONS = [
  { title: "ایجاد تور", href: "/dashboard/tour/add", icon: "plus" as const },
  { title: "تنظیمات پیش‌فرض", href: "/dashboard/tour/defaultSettings", icon: "settings" as const },
  // The tours others opened to this leader as a colleague, with the selling links (issue 11).
  { title: "فروش همکاری", href: "/dashboard/searchTours", icon: "search" as const },
];

export function TourList() {
  const [params, setParams] = useTourListParams();
  const query = {
    "Resource.Title": params.title || undefined,
    "Resource.IsDraft": params.draft ?? undefined,
    "Resource.Start": params.from ? tehranInstant(params.from, "00:00") : undefined,
    "Resource.End": params.to ? tehranInstant(params.to, "23:59") : undefined,
    "Resource.OnlyCollaborations": params.collabs || undefined,
    "Resource.IsDone": params.done ?? undefined,
    "Resource.IsActive": params.active ?? undefined,
    Page: params.page,
    PageSize: TOUR_PAGE_SIZE,
  };
  const list = useQuery({
    queryKey: ["tour-list", query],
    queryFn: () => tourApi.search(query),
    placeholderData: keepPreviousData,
  });
  const page = list.data;

  return (
    <div className="flex flex-col gap-4">
      <DashboardPageHeader title="مدیریت تورها" actions={HEADER_ACTIONS} />
      <TourFilters />
      <section className="card overflow-x-auto p-0" aria-label="فهرست تورها" aria-busy={list.isFetching || undefined}>
        {list.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" />
          </div>
        ) : !page || page.result.length === 0 ? (
          <p className="py-12 text-center text-sm text-slate-500">توری یافت نشد.</p>
        ) : (
          <table className="w-full text-sm md:min-w-[760px] max-md:block">
            <thead className="bg-slate-50 text-slate-600 max-md:hidden">
              <tr>
                <th className="p-3 text-start font-medium">عنوان</th>
                <th className="p-3 text-start font-medium">تاریخ</th>
                <th className="p-3 text-start font-medium">سانس‌ها</th>
                <th className="p-3 text-start font-medium">ثبت‌نام / ظرفیت</th>
                <th className="p-3 text-start font-medium">وضعیت</th>
                <th className="p-3 text-start font-medium">عملیات</th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {page.result.map((tour) => (
                <TourRow key={tour.id} tour={tour} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      {page && (
        <Pagination
          page={params.page}
          pageCount={page.pageCount}
          onPage={(next) => void setParams({ page: next })}
          suffix={`(${toPersianDigits(page.totalItemCount)} تور)`}
        />
      )}
    </div>
  );
}
