"use client";
// /dashboard/tour: the leader's tours and collaborations (GET /api/Tour/search, 20 a page), with
// edit, copy, report, registration and sale-website toggles, cancel and delete.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { DataTable } from "@/components/ui";
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
      <DataTable
        label="فهرست تورها"
        loading={list.isPending}
        fetching={list.isFetching}
        empty={!page || page.result.length === 0}
        emptyText="توری یافت نشد."
        head={["عنوان", "تاریخ", "سانس‌ها", "ثبت‌نام / ظرفیت", "وضعیت", "عملیات"]}
        minWidth={null}
        tableClassName="md:min-w-[760px] max-md:block"
        headClassName="max-md:hidden"
        bodyClassName="max-md:block"
        paging={
          page && {
            page: params.page,
            pageCount: page.pageCount,
            onPage: (next) => void setParams({ page: next }),
            suffix: `(${toPersianDigits(page.totalItemCount)} تور)`,
          }
        }
      >
        {page?.result.map((tour) => (
          <TourRow key={tour.id} tour={tour} />
        ))}
      </DataTable>
    </div>
  );
}
