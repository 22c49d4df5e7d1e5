"use client";
// Previous / next paging of the dashboard lists, with "page n of m" in Persian digits.
import { formatDigits } from "@/lib/format";
import { Button } from "./button";

export function Pagination(props: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  suffix?: string;
}) {
  const { page, pageCount, onPage, suffix } = props;
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="صفحه‌بندی" className="flex items-center justify-center gap-3 text-sm">
      <Button variant="secondary" className="h-9 px-3" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        صفحه قبل
      </Button>
      <span>
        صفحه {formatDigits(page)} از {formatDigits(pageCount)}
        {suffix ? ` ${suffix}` : ""}
      </span>
      <Button variant="secondary" className="h-9 px-3" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        صفحه بعد
      </Button>
    </nav>
  );
}
