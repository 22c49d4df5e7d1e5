// SpreadsheetML (ECMA-376 part 1) text of a workbook, written by hand: the fixed parts as
// constants and each worksheet row by row as a string. Why by hand: exceljs builds a cell object,
// a style model and several strings per cell and leaves them to the garbage collector, which made
// most of a million-row export's memory; a row here is one string, written and dropped.
// Choices:
// - Inline strings (`t="inlineStr"`), no shared-string table: the table would have to be held until
//   the end (it is written after the sheets), which is the opposite of streaming.
// - Styles are a fixed table: 0 plain, 1 bold header, 2 date-time, 3 whole number with thousands
//   separators (toman). A cell picks its style from its value (Date) or its column (`money`).
// - Dates are Excel serial days from 1899-12-30 holding Tehran's wall clock (a cell has no time
//   zone; the people who open the files are in Iran), with the plain number format
//   `yyyy/mm/dd hh:mm` that Excel and LibreOffice both show as a date (a calendar code such as
//   `[$-fa-IR,16]` left LibreOffice showing the serial, e.g. 46351.96). A column marked `date` is
//   followed by a text column «… (شمسی)» with the same instant as a Jalali date and time, so the
//   Jalali reading is there in every reader while the date cell sorts, filters and computes.

import { EXCEL_DATE_FORMAT, formatJalali, tehranWallClockMs } from "@/lib/format/date";
import { toPersianDigits } from "@/lib/format/digits";

export type XlsxCell = string | number | bigint | Date | null | undefined;

export interface XlsxColumn {
  header: string;
  key: string;
  width?: number;
  /** Whole toman: shown with thousands separators (#,##0). */
  money?: boolean;
  /** Dates: the date cell, then a text column with the Jalali date and time (header + « (شمسی)»). */
  date?: boolean;
}

/** A column as written: a date column becomes the date cell and its Jalali text beside it. */
interface SheetColumn {
  header: string;
  key: string;
  width: number;
  kind: "cell" | "money" | "jalali";
}

function sheetColumns(columns: XlsxColumn[]): SheetColumn[] {
  return columns.flatMap((c): SheetColumn[] => {
    const own: SheetColumn = { header: c.header, key: c.key, width: c.width ?? 18, kind: c.money ? "money" : "cell" };
    return c.date ? [own, { header: `${c.header} (شمسی)`, key: c.key, width: 20, kind: "jalali" }] : [own];
  });
}

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const DECL = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const STYLE = { plain: 0, header: 1, date: 2, money: 3 } as const;

/** Excel's own limit on a cell's text; longer text makes Excel call the file corrupt. */
const MAX_CELL_TEXT = 32_767;

// Characters XML 1.0 does not allow at all (C0 controls other than tab/LF/CR, U+FFFE/U+FFFF,
// and unpaired surrogates): removed, since no escape can carry them.
const INVALID_XML =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const SPECIAL = /[<>&"\r]/g;
// A carriage return as a reference: a literal one would be turned into a line feed by the reader.
const ENTITY: Record<string, string> = { "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "\r": "&#13;" };

/** Text safe inside an XML element or a double-quoted attribute. */
export function xmlText(value: string): string {
  return value.replace(INVALID_XML, "").replace(SPECIAL, (c) => ENTITY[c]);
}

/** Column letters: 0 → A, 25 → Z, 26 → AA. */
export function columnLetter(index: number): string {
  let s = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

const DAY_MS = 86_400_000;
const EXCEL_EPOCH_DAYS = 25_569; // 1970-01-01 as an Excel serial day (1900 date system)

/** An instant as an Excel serial day number of Tehran's wall clock at that instant. */
export function excelDate(date: Date): number {
  return tehranWallClockMs(date) / DAY_MS + EXCEL_EPOCH_DAYS;
}

// The Jalali day of each Tehran calendar day met, so that a million rows do not each run the
// calendar conversion (bounded: cleared when it grows past a few years' worth); and the 1,440 clock
// times of a day in Persian digits, made once: the digit replacement cost a tenth of a million-row export.
const jalaliDays = new Map<number, string>();
const pad2 = (n: number) => String(n).padStart(2, "0");
let clockTexts: string[] | undefined;
const clockText = (minutes: number) =>
  (clockTexts ??= Array.from({ length: 1440 }, (_, m) =>
    toPersianDigits(`${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`),
  ))[minutes];

/** '۱۴۰۵/۰۹/۰۵ ۰۰:۰۰': the instant's Tehran wall clock in the Jalali calendar ("" for an invalid date). */
export function jalaliText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const wall = tehranWallClockMs(date);
  const day = Math.floor(wall / DAY_MS);
  let text = jalaliDays.get(day);
  if (text === undefined) {
    if (jalaliDays.size > 5_000) jalaliDays.clear();
    text = formatJalali(date, "yyyy/MM/dd");
    jalaliDays.set(day, text);
  }
  const minutes = Math.floor((wall - day * DAY_MS) / 60_000);
  return `${text} ${clockText(minutes)}`;
}

function textCell(ref: string, text: string, style: number) {
  const clean = xmlText(text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text);
  // xml:space="preserve": keep leading/trailing spaces and line breaks as typed.
  const t = /^\s|\s$/.test(clean) ? '<t xml:space="preserve">' : "<t>";
  return `<c r="${ref}" t="inlineStr"${style ? ` s="${style}"` : ""}><is>${t}${clean}</t></is></c>`;
}

/** One cell's XML, or "" for an empty one (null, undefined, "", an invalid date, NaN/±Infinity). */
export function cellXml(ref: string, value: XlsxCell, money = false): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") return textCell(ref, value, STYLE.plain);
  if (typeof value === "bigint") return `<c r="${ref}"${money ? ` s="${STYLE.money}"` : ""}><v>${value}</v></c>`;
  if (typeof value === "number")
    return Number.isFinite(value) ? `<c r="${ref}"${money ? ` s="${STYLE.money}"` : ""}><v>${value}</v></c>` : "";
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? "" : `<c r="${ref}" s="${STYLE.date}"><v>${excelDate(value)}</v></c>`;
  return "";
}

/** Precomputed per sheet: the column letters and what each written column holds. */
export interface SheetLayout {
  keys: string[];
  letters: string[];
  kinds: SheetColumn["kind"][];
}

export function sheetLayout(columns: XlsxColumn[]): SheetLayout {
  const written = sheetColumns(columns);
  return {
    keys: written.map((c) => c.key),
    letters: written.map((_, i) => columnLetter(i)),
    kinds: written.map((c) => c.kind),
  };
}

/** Row `r` (1-based; row 1 is the header) of the sheet. */
export function rowXml(layout: SheetLayout, r: number, row: Record<string, XlsxCell>): string {
  let cells = "";
  for (let i = 0; i < layout.keys.length; i++) {
    const value = row[layout.keys[i]];
    const ref = layout.letters[i] + r;
    // A Jalali text is Persian digits, "/", ":" and one inner space: nothing to escape or preserve.
    if (layout.kinds[i] === "jalali") {
      const text = value instanceof Date ? jalaliText(value) : "";
      if (text) cells += `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
    } else cells += cellXml(ref, value, layout.kinds[i] === "money");
  }
  return `<row r="${r}">${cells}</row>`;
}

/** The sheet up to and including its bold header row: right to left, header frozen, column widths. */
export function sheetHead(columns: XlsxColumn[]): string {
  const written = sheetColumns(columns);
  const cols = written
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join("");
  const header = written.map((c, i) => textCell(`${columnLetter(i)}1`, c.header, STYLE.header)).join("");
  return (
    `${DECL}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<sheetViews><sheetView rightToLeft="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews>` +
    `<sheetFormatPr defaultRowHeight="15"/>` +
    (cols ? `<cols>${cols}</cols>` : "") +
    `<sheetData><row r="1">${header}</row>`
  );
}

export const SHEET_TAIL = `</sheetData><pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;

/** A sheet name Excel accepts: no : \ / ? * [ ], not blank, at most 31 characters, unique in the book. */
export function sheetName(wanted: string, used: Set<string>): string {
  const base =
    wanted
      .replace(INVALID_XML, "")
      .replace(/[:\\/?*[\]\s]/g, " ")
      .replace(/^'+|'+$/g, "")
      .trim()
      .slice(0, 28) || "Sheet";
  let name = base;
  for (let i = 2; used.has(name.toLowerCase()); i++) name = `${base.slice(0, 25)} ${i}`;
  used.add(name.toLowerCase());
  return name;
}

export function contentTypesXml(sheets: number): string {
  const sheetTypes = Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join("");
  return (
    `${DECL}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>` +
    `${sheetTypes}</Types>`
  );
}

export const ROOT_RELS_XML = `${DECL}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;

export function workbookXml(names: string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${xmlText(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join("");
  return `${DECL}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRelsXml(sheets: number): string {
  const rels = Array.from(
    { length: sheets },
    (_, i) => `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join("");
  return `${DECL}<Relationships xmlns="${PKG_REL}">${rels}<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`;
}

// Tahoma has Persian glyphs on every Windows; 164 is the first number-format id free for custom formats.
const FONT = '<sz val="11"/><name val="Tahoma"/><family val="2"/>';
export const STYLES_XML =
  `${DECL}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="164" formatCode="${EXCEL_DATE_FORMAT}"/></numFmts>` +
  `<fonts count="2"><font>${FONT}</font><font><b/>${FONT}</font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="4">` +
  `<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>` +
  `<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `<xf numFmtId="3" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  `</cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;
