"use client";
// The one frame of the dashboards' lists: a spinner while the first page loads, a Persian line when
// nothing matched, else the table (right-to-left like the page; cells start at the right). On a
// phone a table wider than the screen scrolls inside its own card, never the page
// (tests/e2e/phone-no-sideways.spec.ts). With `paging`, the previous / next bar follows the card.
import type { ReactNode } from "react";
import { cn } from "./cn";
import { Pagination } from "./pagination";
import { Spinner } from "./spinner";

export const EMPTY_LIST = "موردی یافت نشد.";

/** The usual cell: padded, top-aligned (rows with several lines stay readable). */
export const dataCell = "p-3 align-top";

export interface DataTableProps {
  /** The list's name for screen readers (the card's aria-label). */
  label?: string;
  /** A heading inside the card, above the table (a group's title). */
  caption?: ReactNode;
  /** Inside another card (a section of a detail page): a light frame instead of a second card. */
  inCard?: boolean;
  /** The card's role when it is more than a list (the tab panel of tabbed lists). */
  role?: string;
  /** The first page is loading: a spinner instead of the table. */
  loading: boolean;
  /** A later page or a new filter is loading: the table stays, marked busy. */
  fetching?: boolean;
  empty: boolean;
  /** What to say when nothing matched ("توری یافت نشد."). */
  emptyText?: string;
  /** The column titles; none for a table whose rows say what they are. */
  head: ReactNode[];
  children: ReactNode;
  /** The width under which the table scrolls sideways in its card; null for a table that lays itself out on phones. */
  minWidth?: number | null;
  tableClassName?: string;
  /** For a table that becomes cards on a phone (`max-md:hidden` head, `max-md:block` body). */
  headClassName?: string;
  bodyClassName?: string;
  paging?: { page: number; pageCount: number; onPage: (page: number) => void; suffix?: string };
  /** The table's data-testid (present once rows are shown). */
  testId?: string;
}

export function DataTable({
  label,
  caption,
  inCard,
  role,
  loading,
  fetching,
  empty,
  emptyText = EMPTY_LIST,
  head,
  children,
  minWidth = 720,
  tableClassName,
  headClassName,
  bodyClassName,
  paging,
  testId,
}: DataTableProps) {
  return (
    <>
      <section
        className={inCard ? "overflow-x-auto rounded-lg border border-slate-100" : "card overflow-x-auto p-0"}
        role={role}
        aria-label={label}
        aria-busy={loading || fetching || undefined}
      >
        {caption && <h3 className="border-b border-slate-100 p-3 text-sm font-bold">{caption}</h3>}
        {loading ? (
          <div className="flex justify-center py-12">
            <Spinner className="size-6" />
          </div>
        ) : empty ? (
          <p className="py-12 text-center text-sm text-slate-500">{emptyText}</p>
        ) : (
          <table
            className={cn("w-full text-sm", tableClassName)}
            style={minWidth ? { minWidth } : undefined}
            data-testid={testId}
          >
            {head.length > 0 && (
              <thead className={cn("bg-slate-50 text-slate-600", headClassName)}>
                <tr>
                  {head.map((h, i) => (
                    <th key={i} className="p-3 text-start font-medium">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
            )}
            <tbody className={bodyClassName}>{children}</tbody>
          </table>
        )}
      </section>
      {paging && <Pagination {...paging} />}
    </>
  );
}
