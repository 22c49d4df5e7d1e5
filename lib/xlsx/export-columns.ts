// The columns of an export in one list: each column's header, width, format and how a row gives its
// cell, so a column is written once (not a header list plus a row object repeating every key).
// The keys the sheet writer looks cells up by are the columns' positions: the file is the same.
import type { XlsxCell, XlsxColumn } from "./sheet-xml";

export interface ExportColumn<R> extends Omit<XlsxColumn, "key"> {
  value: (row: R) => XlsxCell;
}

export interface ExportColumns<R> {
  /** For the writer (XlsxBook's `columns`). */
  columns: XlsxColumn[];
  /** A row as the writer's cells. */
  cells: (row: R) => Record<string, XlsxCell>;
}

export function exportColumns<R>(list: ExportColumn<R>[]): ExportColumns<R> {
  const keyed = list.map((column, i) => ({ ...column, key: String(i) }));
  return {
    columns: keyed.map(({ value: _value, ...column }) => column),
    cells: (row) => {
      const out: Record<string, XlsxCell> = {};
      for (const column of keyed) out[column.key] = column.value(row);
      return out;
    },
  };
}
