"use client";
// One list of /adminDashboard/websiteMaker (the sites, the custom domains): a search box and a yes/no
// filter (both back to page 1), 9 rows a page, as a DataTable inside the section's card.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { DataTable, Input } from "@/components/ui";
import type { AdminSite, AdminSitePage } from "./admin-websites-api";

export type Flag = "" | "true" | "false";

export function SiteList({
  kind,
  label,
  heading,
  search,
  flag,
  load,
  emptyText,
  head,
  minWidth,
  row,
  children,
}: {
  kind: string;
  label: string;
  heading?: string;
  search: { label: string; placeholder: string };
  /** The yes/no filter: its label and the titles of "true" and "false". */
  flag: { label: string; yes: string; no: string };
  load: (q: { page: number; term: string; flag: Flag }) => Promise<AdminSitePage>;
  emptyText: string;
  head: string[];
  minWidth: number;
  row: (site: AdminSite) => ReactNode;
  children?: ReactNode;
}) {
  const [page, setPage] = useState(1);
  const [term, setTerm] = useState("");
  const [flagged, setFlagged] = useState<Flag>("");
  const list = useQuery({
    queryKey: ["admin-websites", kind, page, term, flagged],
    queryFn: () => load({ page, term, flag: flagged }),
    placeholderData: keepPreviousData,
  });
  return (
    <section className="card flex flex-col gap-3" aria-label={label}>
      {heading && <h2 className="text-lg font-bold">{heading}</h2>}
      <div className="flex flex-wrap gap-2">
        <Input
          aria-label={search.label}
          placeholder={search.placeholder}
          value={term}
          onChange={(e) => (setTerm(e.target.value), setPage(1))}
          className="max-w-xs"
        />
        <select
          aria-label={flag.label}
          className="h-10 rounded-lg border border-slate-200 bg-white px-2 text-sm"
          value={flagged}
          onChange={(e) => (setFlagged(e.target.value as Flag), setPage(1))}
        >
          <option value="">همه</option>
          <option value="true">{flag.yes}</option>
          <option value="false">{flag.no}</option>
        </select>
      </div>
      <DataTable
        inCard
        loading={!list.data}
        empty={!list.data?.result.length}
        emptyText={emptyText}
        head={head}
        minWidth={minWidth}
        paging={list.data && { page, pageCount: list.data.pageCount, onPage: setPage }}
      >
        {list.data?.result.map(row)}
      </DataTable>
      {children}
    </section>
  );
}
