import { XLSX_TYPE } from "@/lib/http/media-types";
import "server-only";
// A streamed .xlsx answer: each batch of rows becomes sheet XML (sheet-xml.ts) that is deflated
// into the zip (zip-stream.ts) and sent as it comes, so an export of every matching row (a million
// and more) holds one batch in memory, not the sheet. Every write waits while the client is slower
// than the database (backpressure on the answer's stream), and a client that hangs up stops the
// export (no more batches are read). Right-to-left sheets, bold Persian header row kept in view.
import { PassThrough, Readable } from "node:stream";
import {
  contentTypesXml,
  ROOT_RELS_XML,
  rowXml,
  SHEET_TAIL,
  sheetHead,
  sheetLayout,
  sheetName,
  STYLES_XML,
  workbookRelsXml,
  workbookXml,
  type XlsxCell,
  type XlsxColumn,
} from "./sheet-xml";
import { ZipStream } from "./zip-stream";
import { ApiError } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { observeWork } from "@/lib/metrics/observe-work";
import { createWorkGate } from "@/lib/shared/work-gate";

// Each export holds a database connection and a batch of rows while it streams: two at a time,
// four more wait their turn (their answer starts when the turn comes), the next is refused (503).
export const EXPORT_CONCURRENCY = 2;
export const EXPORT_QUEUE = 4;
const exportGate = createWorkGate({
  concurrency: EXPORT_CONCURRENCY,
  queue: EXPORT_QUEUE,
  full: () => new ApiError(503, [HTTP_MESSAGES.busy], "server_busy"),
  observe: observeWork("exports"),
});

export type { XlsxCell, XlsxColumn } from "./sheet-xml";

type Batches = AsyncIterable<Record<string, XlsxCell>[]> | Iterable<Record<string, XlsxCell>[]>;

export interface XlsxSheet {
  name: string;
  columns: XlsxColumn[];
  /** Batches of rows (plain cells: money as numbers or BigInt, dates as Date). */
  batches: Batches;
}

/** One sheet (every list export) or several (the tour's passengers, a sheet per session and vehicle). */
export type XlsxBook = { sheetName: string; columns: XlsxColumn[]; batches: Batches } | { sheets: XlsxSheet[] };
export type XlsxExport = { filename: string } & XlsxBook;

/** Sheet XML is handed to the zip in pieces of about this many characters (fewer, larger deflate writes). */
const CHUNK_CHARS = 64 * 1024;

function sheetsOf(input: XlsxBook): XlsxSheet[] {
  return "sheets" in input
    ? [...input.sheets]
    : [{ name: input.sheetName, columns: input.columns, batches: input.batches }];
}

/** Writes the workbook into `out` (ends it) and answers the number of data rows; rejects on a source error or a closed `out`. */
export async function writeXlsx(out: PassThrough, input: XlsxBook): Promise<number> {
  const sheets = sheetsOf(input);
  if (!sheets.length) sheets.push({ name: "Sheet", columns: [], batches: [] });
  const used = new Set<string>();
  const names = sheets.map((s) => sheetName(s.name, used));
  const zip = new ZipStream(out);
  await zip.file("[Content_Types].xml", contentTypesXml(sheets.length));
  await zip.file("_rels/.rels", ROOT_RELS_XML);
  await zip.file("xl/workbook.xml", workbookXml(names));
  await zip.file("xl/_rels/workbook.xml.rels", workbookRelsXml(sheets.length));
  await zip.file("xl/styles.xml", STYLES_XML);
  let count = 0;
  for (const [i, sheet] of sheets.entries()) {
    const entry = await zip.entry(`xl/worksheets/sheet${i + 1}.xml`);
    const layout = sheetLayout(sheet.columns);
    let xml = sheetHead(sheet.columns);
    let r = 1;
    for await (const batch of sheet.batches) {
      for (const row of batch) {
        xml += rowXml(layout, ++r, row);
        if (xml.length >= CHUNK_CHARS) {
          await entry.write(xml);
          xml = "";
        }
      }
    }
    await entry.write(xml + SHEET_TAIL);
    await entry.close();
    count += r - 1;
  }
  await zip.finish();
  return count;
}

/** The streamed answer, which starts when the export's turn comes; throws the 503 at once when the export queue is full. */
export function xlsxResponse(input: XlsxExport): Response {
  const turn = exportGate.enter();
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  turn
    .then((leave) => writeXlsx(out, input).finally(leave))
    .catch((error) => {
      if (out.destroyed) return; // the client hung up: nothing to report, the export just stops
      console.error("[xlsx] export failed", input.filename, error);
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  // filename*: the name in UTF-8 (RFC 6266); filename: the same when it is plain ASCII, for old clients.
  const plain = /^[\x20-\x7e]+$/.test(input.filename) && !/["\\]/.test(input.filename) ? input.filename : "export.xlsx";
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      "content-type": XLSX_TYPE,
      "content-disposition": `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(input.filename)}`,
      "cache-control": "no-store",
    },
  });
}

/** Keyset batches: `next(after)` answers the next rows after the last one's cursor until empty. */
export async function* keysetBatches<R, C>(
  next: (after: C | undefined) => Promise<R[]>,
  cursorOf: (row: R) => C,
  map: (row: R) => Record<string, XlsxCell>,
) {
  let after: C | undefined;
  for (;;) {
    const rows = await next(after);
    if (!rows.length) return;
    yield rows.map(map);
    after = cursorOf(rows[rows.length - 1]);
  }
}

export const EXPORT_BATCH = 5_000;
