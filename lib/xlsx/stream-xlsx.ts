import "server-only";
// A streamed .xlsx answer: exceljs' streaming WorkbookWriter writes each batch of rows into the
// zip as it comes, so an export of every matching row (a million and more) holds one batch in
// memory, not the sheet. Between batches the writer waits while the client is slower than the
// database (backpressure on the answer's stream). Right-to-left sheet, Persian headers.
import { once } from "node:events";
import { PassThrough, Readable, type Writable } from "node:stream";
import ExcelJS from "exceljs";

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
}

export type XlsxCell = string | number | Date | null | undefined;

export interface XlsxExport {
  filename: string;
  sheetName: string;
  columns: XlsxColumn[];
  /** Batches of rows (plain cells: money as numbers, dates as Date). */
  batches: AsyncIterable<Record<string, XlsxCell>[]>;
}

/**
 * Backpressure: exceljs' sheet stream pushes into the zip's deflate stream without waiting, so a
 * producer faster than the compression (or than the client) would pile rows up in memory. Between
 * batches wait until the deflate stream and the answer's stream have room again.
 */
async function drained(sheet: ExcelJS.Worksheet, out: PassThrough) {
  const pipes = (sheet as unknown as { _stream?: { pipes?: Writable[] } })._stream?.pipes ?? [];
  for (const pipe of pipes) if (pipe.writableNeedDrain) await once(pipe, "drain");
  if (out.writableNeedDrain) await once(out, "drain");
}

/** Writes the workbook into `out` (ends it); rejects on a source error. */
export async function writeXlsx(out: PassThrough, input: Omit<XlsxExport, "filename">): Promise<number> {
  // Fast deflate: the export is CPU-bound on compression, and a smaller level keeps up with the database.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } } as ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookWriter>[0]);
  const sheet = workbook.addWorksheet(input.sheetName, { views: [{ rightToLeft: true, state: "frozen", ySplit: 1 }] });
  sheet.columns = input.columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let count = 0;
  for await (const batch of input.batches) {
    for (const row of batch) sheet.addRow(row).commit();
    count += batch.length;
    await drained(sheet, out);
  }
  sheet.commit();
  await workbook.commit();
  return count;
}

export function xlsxResponse(input: XlsxExport): Response {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  writeXlsx(out, input).catch((error) => {
    console.error("[xlsx] export failed", input.filename, error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  const name = encodeURIComponent(input.filename);
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`,
      "cache-control": "no-store",
    },
  });
}

/** Keyset batches: `next(after)` answers the next rows after the last one's cursor until empty. */
export async function* keysetBatches<R, C>(next: (after: C | undefined) => Promise<R[]>, cursorOf: (row: R) => C, map: (row: R) => Record<string, XlsxCell>) {
  let after: C | undefined;
  for (;;) {
    const rows = await next(after);
    if (!rows.length) return;
    yield rows.map(map);
    after = cursorOf(rows[rows.length - 1]);
  }
}

export const EXPORT_BATCH = 5_000;
