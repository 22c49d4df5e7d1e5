"use client";
// The tours one collaborates on (GET /api/Tour/collaborations, 9 a page), as selling cards: a
// leader added as a colleague sees them here with their own selling link; so does an affiliate
// who joined or was added to a tour.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pagination, Spinner } from "@/components/ui";
import { api } from "@/lib/client/api-client";
import * as affiliates from "@/lib/client/endpoints/affiliates";
import { toPersianDigits } from "@/lib/format";
import { SellableTourCard } from "./sellable-tour-card";

export function CollaborationsList() {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: ["collaborations", page],
    queryFn: () => api.call(affiliates.collaborationsContract, { query: { Page: page, PageSize: 9 } }),
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <Spinner className="size-6" />;
  const data = list.data;
  return (
    <section className="flex flex-col gap-4" aria-label="تورهای همکاری">
      {!data || data.result.length === 0 ? (
        <p className="card py-12 text-center text-sm text-slate-500">هنوز در فروش توری همکار نیستید.</p>
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
          {data.result.map((tour) => (
            <SellableTourCard key={tour.id} tour={tour} />
          ))}
        </div>
      )}
      {data && (
        <Pagination
          page={page}
          pageCount={data.pageCount}
          onPage={setPage}
          suffix={`(${toPersianDigits(data.totalItemCount)} تور)`}
        />
      )}
    </section>
  );
}
