// exportColumns writes the same file as columns with hand-written keys and a row object per row
// (what the five exports did before): byte for byte, dates, money and empty cells included.
import { PassThrough } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { exportColumns } from "./export-columns";
import { writeXlsx, type XlsxBook } from "./stream-xlsx";

async function build(book: XlsxBook) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on("end", r));
  await writeXlsx(out, book);
  await ended;
  return Buffer.concat(chunks);
}

interface Row {
  id: number;
  at: Date | null;
  name: string;
  amount: bigint;
}

const rows: Row[] = [
  { id: 1, at: new Date("2026-03-20T20:30:00Z"), name: "علی <رضایی>", amount: 1_250_000n },
  { id: 2, at: null, name: "", amount: 0n },
];

afterEach(() => vi.useRealTimers());

describe("exportColumns", () => {
  it("gives the same workbook as keyed columns and row objects", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-26T00:00:00Z") });
    const columns = exportColumns<Row>([
      { header: "شناسه", width: 10, value: (r) => r.id },
      { header: "تاریخ", width: 20, date: true, value: (r) => r.at },
      { header: "نام", value: (r) => r.name.trim() },
      { header: "مبلغ (تومان)", width: 16, money: true, value: (r) => r.amount },
    ]);
    const helper = await build({ sheetName: "برگه", columns: columns.columns, batches: [rows.map(columns.cells)] });
    const byHand = await build({
      sheetName: "برگه",
      columns: [
        { header: "شناسه", key: "id", width: 10 },
        { header: "تاریخ", key: "at", width: 20, date: true },
        { header: "نام", key: "name" },
        { header: "مبلغ (تومان)", key: "amount", width: 16, money: true },
      ],
      batches: [rows.map((r) => ({ id: r.id, at: r.at, name: r.name.trim(), amount: r.amount }))],
    });
    expect(helper.length).toBeGreaterThan(1000);
    expect(helper.equals(byHand)).toBe(true);
  });
});
