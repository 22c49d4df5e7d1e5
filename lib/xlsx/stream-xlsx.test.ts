// The hand-written .xlsx writer: escaping and cell rules (sheet-xml.ts), and whole workbooks read
// back by exceljs (a real reader, which also unzips them) cell for cell.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it, vi } from "vitest";
import { EXCEL_DATE_FORMAT, formatJalaliDateTime } from "@/lib/format/date";
import {
  cellXml,
  columnLetter,
  excelDate,
  jalaliText,
  sheetName,
  STYLES_XML,
  xmlText,
  type XlsxCell,
} from "./sheet-xml";
import { ApiError } from "@/lib/http/errors";
import { EXPORT_CONCURRENCY, EXPORT_QUEUE, writeXlsx, xlsxResponse, type XlsxBook } from "./stream-xlsx";

const dir = mkdtempSync(path.join(os.tmpdir(), "stream-xlsx-test-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function build(book: XlsxBook) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => out.on("end", r));
  const count = await writeXlsx(out, book);
  await ended;
  return { file: Buffer.concat(chunks), count };
}

async function read(file: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  return wb;
}

describe("sheet XML pieces", () => {
  it("escapes markup, keeps Persian, tabs and line breaks, and drops characters XML cannot carry", () => {
    expect(xmlText(`a<b>&"c"`)).toBe("a&lt;b&gt;&amp;&quot;c&quot;");
    expect(xmlText("سلام\u200cها\tو\nخط")).toBe("سلام\u200cها\tو\nخط");
    expect(xmlText("a\u0000b\u0008c\u000Bd\u001Fe\uFFFEf")).toBe("abcdef");
    expect(xmlText("x\r\ny")).toBe("x&#13;\ny");
    expect(xmlText("😀 ok \uD800 lone \uDC00 end")).toBe("😀 ok  lone  end");
  });

  it("names columns like Excel", () => {
    expect([0, 25, 26, 51, 701, 702].map(columnLetter)).toEqual(["A", "Z", "AA", "AZ", "ZZ", "AAA"]);
  });

  it("writes numbers, BigInt toman and dates as values, and nothing for empty or invalid ones", () => {
    expect(cellXml("B2", 42)).toBe('<c r="B2"><v>42</v></c>');
    expect(cellXml("B2", -1.5)).toBe('<c r="B2"><v>-1.5</v></c>');
    expect(cellXml("C3", 12_345_678_901_234n, true)).toBe('<c r="C3" s="3"><v>12345678901234</v></c>');
    // Tehran's midnight of 1970-01-01 (+03:30) is serial day 25569.
    expect(cellXml("D4", new Date("1969-12-31T20:30:00Z"))).toBe('<c r="D4" s="2"><v>25569</v></c>');
    for (const empty of [null, undefined, "", Number.NaN, Infinity, new Date("nope")] as XlsxCell[])
      expect(cellXml("A1", empty)).toBe("");
    expect(cellXml("A1", " <b> ")).toBe('<c r="A1" t="inlineStr"><is><t xml:space="preserve"> &lt;b&gt; </t></is></c>');
  });

  it("writes a date as Tehran's wall clock, in a format every reader shows as a date", () => {
    // Nowruz 1405: Tehran's clock shows 2026-03-21 00:00 (= 1405/01/01 00:00) at 20:30 UTC the day before.
    const nowruz = new Date("2026-03-20T20:30:00Z");
    expect(formatJalaliDateTime(nowruz)).toBe("۱۴۰۵/۰۱/۰۱ - ۰۰:۰۰");
    expect(excelDate(nowruz)).toBe(46102); // 2026-03-21 00:00 as an Excel serial day
    expect(cellXml("A2", nowruz)).toBe('<c r="A2" s="2"><v>46102</v></c>');
    expect(excelDate(new Date("2024-03-20T08:30:00Z"))).toBe(45371.5); // +03:30: noon in Tehran
    // The summers before 2022 were +04:30 (Intl's Asia/Tehran rules, no fixed offset).
    expect(excelDate(new Date("2021-06-01T19:30:00Z"))).toBe(44349);
    expect(excelDate(new Date("2023-06-01T20:30:00Z"))).toBe(45079);
    // No calendar code: LibreOffice shows a cell formatted `[$-fa-IR,16]…` as its raw serial (issue 22).
    expect(STYLES_XML).toContain('<numFmt numFmtId="164" formatCode="yyyy/mm/dd hh:mm"/>');
    expect(jalaliText(nowruz)).toBe("۱۴۰۵/۰۱/۰۱ ۰۰:۰۰");
    expect(jalaliText(new Date("2021-06-01T19:30:00Z"))).toBe("۱۴۰۰/۰۳/۱۲ ۰۰:۰۰"); // +04:30 then: 2021-06-02 00:00
    expect(jalaliText(new Date("nope"))).toBe("");
  });

  it("makes sheet names Excel accepts, unique and at most 31 characters", () => {
    const used = new Set<string>();
    expect(sheetName("a/b:c?d*e[f]g\\h", used)).toBe("a b c d e f g h");
    expect(sheetName("", used)).toBe("Sheet");
    const long = "۱۴۰۳/۰۱/۰۱ اتوبوس ویژهٔ بسیار طولانی";
    const first = sheetName(long, used);
    const second = sheetName(long, used);
    expect(first.length).toBeLessThanOrEqual(31);
    expect(second.length).toBeLessThanOrEqual(31);
    expect(second).not.toBe(first);
    expect(sheetName("SHEET", used)).toBe("SHEET 2"); // Excel compares names case-insensitively
  });
});

describe("writeXlsx", () => {
  const columns = [
    { header: "شناسه", key: "id", width: 10 },
    { header: "نام", key: "name", width: 24 },
    { header: "مبلغ (تومان)", key: "amount", money: true },
    { header: "تاریخ", key: "at" },
    { header: "توضیح", key: "note" },
  ];
  const rows: Record<string, XlsxCell>[] = [
    { id: 1, name: "علی رضایی", amount: 12_345_678_901n, at: new Date("2024-03-20T08:30:00.123Z"), note: 'a<b>&"c"' },
    {
      id: 2,
      name: "  فاصله در دو سر  ",
      amount: 0n,
      at: new Date("1999-12-31T23:59:59Z"),
      note: "خط اول\nخط دوم\r\nخط سوم",
    },
    { id: 3, name: "کنترل\u0000\u0007\u001Fها", amount: -5000, at: null, note: "x".repeat(40_000) },
    { id: 4.25, name: null, amount: undefined, at: undefined, note: "😀" },
  ];

  it("reads back with exceljs cell for cell: Persian, escapes, control characters, BigInt, dates, empties", async () => {
    const { file, count } = await build({
      sheetName: "تسویه‌ها",
      columns,
      batches: [rows.slice(0, 2), [], rows.slice(2)],
    });
    expect(count).toBe(4);
    const p = path.join(dir, "cells.xlsx");
    writeFileSync(p, file);
    expect(execFileSync("unzip", ["-t", p], { encoding: "utf8" })).toContain("No errors detected");

    const sheet = (await read(file)).worksheets[0];
    expect(sheet.name).toBe("تسویه‌ها");
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: "frozen", ySplit: 1 });
    expect(sheet.getRow(1).values).toEqual([undefined, "شناسه", "نام", "مبلغ (تومان)", "تاریخ", "توضیح"]);
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(24);
    expect(sheet.rowCount).toBe(5);
    const values = (r: number) => [1, 2, 3, 4, 5].map((c) => sheet.getRow(r).getCell(c).value);
    expect(values(2)).toEqual([1, "علی رضایی", 12_345_678_901, new Date("2024-03-20T12:00:00.123Z"), 'a<b>&"c"']);
    expect(values(3)).toEqual([
      2,
      "  فاصله در دو سر  ",
      0,
      new Date("2000-01-01T03:29:59Z"),
      "خط اول\nخط دوم\r\nخط سوم",
    ]);
    expect(values(4)).toEqual([3, "کنترلها", -5000, null, "x".repeat(32_767)]);
    expect(values(5)).toEqual([4.25, null, null, null, "😀"]);
    expect(sheet.getRow(2).getCell(3).numFmt).toBe("#,##0");
    expect(sheet.getRow(2).getCell(4).numFmt).toBe(EXCEL_DATE_FORMAT);
    expect(sheet.getRow(2).getCell(1).numFmt).toBeUndefined();
  });

  it("writes one sheet per entry of `sheets`, with valid unique names, and an empty book as one empty sheet", async () => {
    const { file, count } = await build({
      sheets: [
        { name: "۱۴۰۳/۰۱/۰۱ اتوبوس", columns, batches: [rows.slice(0, 1)] },
        { name: "۱۴۰۳/۰۱/۰۱ اتوبوس", columns, batches: [rows.slice(1, 3)] },
        { name: "خالی", columns, batches: [] },
      ],
    });
    expect(count).toBe(3);
    const wb = await read(file);
    expect(wb.worksheets.map((s) => s.name)).toEqual(["۱۴۰۳ ۰۱ ۰۱ اتوبوس", "۱۴۰۳ ۰۱ ۰۱ اتوبوس 2", "خالی"]);
    expect(wb.worksheets.map((s) => s.rowCount)).toEqual([2, 3, 1]);
    expect(wb.worksheets[1].getRow(3).getCell(2).value).toBe("کنترلها");
    const empty = await build({ sheets: [] });
    expect((await read(empty.file)).worksheets).toHaveLength(1);
  });

  it("streams many rows in constant pieces and keeps every row", async () => {
    const many = function* () {
      for (let b = 0; b < 20; b++)
        yield Array.from({ length: 1000 }, (_, i) => ({
          id: b * 1000 + i + 1,
          name: `ردیف ${b * 1000 + i + 1}`,
          amount: BigInt(i) * 1000n,
        }));
    };
    const { file, count } = await build({ sheetName: "s", columns, batches: many() });
    expect(count).toBe(20_000);
    const sheet = (await read(file)).worksheets[0];
    expect(sheet.rowCount).toBe(20_001);
    expect(sheet.getRow(20_001).getCell(2).value).toBe("ردیف 20000");
    expect(sheet.getRow(20_001).getCell(3).value).toBe(999_000);
  });
});

describe("xlsxResponse", () => {
  it("answers a streamed spreadsheet with the filename", async () => {
    const res = xlsxResponse({ filename: "تسویه.xlsx", sheetName: "s", columns, batches: [[{ id: 1 }]] });
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent("تسویه.xlsx")}`,
    );
    expect((await read(Buffer.from(await res.arrayBuffer()))).worksheets[0].getRow(2).getCell(1).value).toBe(1);
    const plain = xlsxResponse({ filename: "passengers-7.xlsx", sheetName: "s", columns, batches: [] });
    expect(plain.headers.get("content-disposition")).toBe(
      `attachment; filename="passengers-7.xlsx"; filename*=UTF-8''passengers-7.xlsx`,
    );
    await plain.arrayBuffer();
  });

  it("stops reading batches when the client hangs up", async () => {
    let served = 0;
    let finished = false;
    async function* endless() {
      try {
        for (;;) {
          served++;
          yield Array.from({ length: 2000 }, (_, i) => ({ id: i, name: Math.random().toString(36).repeat(8) }));
        }
      } finally {
        finished = true;
      }
    }
    const res = xlsxResponse({ filename: "x.xlsx", sheetName: "s", columns, batches: endless() });
    const reader = res.body!.getReader();
    while (served < 3) await reader.read();
    await reader.cancel();
    await new Promise((r) => setTimeout(r, 300));
    const after = served;
    await new Promise((r) => setTimeout(r, 300));
    expect(finished).toBe(true);
    expect(served).toBe(after);
  });
});

const columns = [
  { header: "شناسه", key: "id" },
  { header: "نام", key: "name" },
];

describe("dates open as dates in LibreOffice too (issue 22)", () => {
  // LibreOffice converts the workbook to CSV with each cell as it is shown (filter option 9 "as
  // shown"): a date cell must read as a date, its Jalali column beside it, money with separators.
  it("LibreOffice shows the date cell as a date and the Jalali text beside it", async () => {
    const { file } = await build({
      sheetName: "گردش",
      columns: [
        { header: "ردیف", key: "row" },
        { header: "تاریخ", key: "at", date: true },
        { header: "مبلغ", key: "amount", money: true },
      ],
      batches: [
        [
          { row: 1, at: new Date("2026-03-20T20:30:00Z"), amount: 1_500_000n },
          { row: 2, at: null, amount: 0n },
        ],
      ],
    });
    const book = path.join(dir, "libreoffice.xlsx");
    writeFileSync(book, file);
    const home = mkdtempSync(path.join(os.tmpdir(), "lo-home-"));
    try {
      execFileSync(
        "soffice",
        [
          "--headless",
          "--convert-to",
          "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,true",
          "--outdir",
          dir,
          book,
        ],
        {
          env: { ...process.env, HOME: home },
          timeout: 120_000,
          stdio: "pipe",
        },
      );
    } finally {
      rmSync(home, { recursive: true, force: true });
    }
    const csv = readFileSync(path.join(dir, "libreoffice.csv"), "utf8").trim().split(/\r?\n/);
    expect(csv[0]).toBe("ردیف,تاریخ,تاریخ (شمسی),مبلغ");
    expect(csv[1]).toBe('1,2026/03/21 00:00,۱۴۰۵/۰۱/۰۱ ۰۰:۰۰,"1,500,000"');
    expect(csv[2]).toBe("2,,,0");
  }, 150_000);
});

describe("the export queue", () => {
  it("streams EXPORT_CONCURRENCY exports at once, lets EXPORT_QUEUE wait and refuses the next with a Persian 503 before answering", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let started = 0;
    async function* slow() {
      started++;
      await held;
      yield [{ a: 1 }];
    }
    const book = () => ({ filename: "a.xlsx", sheetName: "a", columns: [{ key: "a", header: "a" }], batches: slow() });
    const answers = Array.from({ length: EXPORT_CONCURRENCY + EXPORT_QUEUE }, () => xlsxResponse(book()));
    const bodies = answers.map((answer) => answer.arrayBuffer());
    // Waits for the first two to reach their rows (each first writes the workbook's fixed parts,
    // slow on a loaded machine), then checks that no third starts.
    await vi.waitFor(() => expect(started).toBe(EXPORT_CONCURRENCY), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(started).toBe(EXPORT_CONCURRENCY);
    let refusal: unknown;
    try {
      xlsxResponse(book());
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 503, code: "server_busy" });
    release();
    const files = await Promise.all(bodies);
    expect(started).toBe(EXPORT_CONCURRENCY + EXPORT_QUEUE);
    for (const file of files) expect(Buffer.from(file).subarray(0, 2).toString()).toBe("PK");
  });
});
