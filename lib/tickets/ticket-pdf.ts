import "server-only";
// The printable ticket as a PDF (pdfkit, the Vazirmatn font, a QR code of the signed check-in value).
// Every text goes through drawRtlText: pdfkit has no bidi support, so lines are wrapped and laid
// out right to left by lib/tickets/bidi-line.ts and pdfkit only draws the pieces.
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatDigits, formatJalaliDateTime, formatNumber, formatToman } from "@/lib/format";
import { drawRtlText } from "./pdf-rtl";
import { extraItemsText, ticketAmountRows } from "./ticket-amounts";
import type { ticketView } from "./ticket-view";

type Ticket = ReturnType<typeof ticketView>;

const FONT_DIR = path.join(process.cwd(), "node_modules/vazirmatn/fonts/ttf");
const MARGIN = 40;
const NOTE_MAX_LINES = 40;

/** The passengers table, right to left: [title, width]. */
const COLUMNS: [string, number][] = [
  ["ردیف", 32],
  ["نام و نام خانوادگی", 120],
  ["کد ملی", 76],
  ["صندلی", 38],
  ["خدمات اضافه", 96],
  ["مبلغ (تومان)", 74],
  ["وضعیت", 79],
];

export async function ticketPdf(ticket: Ticket): Promise<Buffer> {
  // The QR carries the signed check-in value (check-in-code.ts), not the tracking code that finds the ticket.
  const qr = await QRCode.toBuffer(ticket.checkInCode, { margin: 1, width: 240 });
  const doc = new PDFDocument({ size: "A4", margin: MARGIN, info: { Title: `Ticket ${ticket.trackingId}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("regular", path.join(FONT_DIR, "Vazirmatn-Regular.ttf"));
  doc.registerFont("bold", path.join(FONT_DIR, "Vazirmatn-Bold.ttf"));

  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  /** Starts a new page when `height` more points would not fit; answers the y to draw at. */
  const room = (y: number, height: number) => {
    if (y + height <= bottom) return y;
    doc.addPage();
    return MARGIN;
  };

  // Header: the title and the tour on the right, the QR code (check-in value) and the tracking id under it on the left.
  const qrSize = 110;
  doc.image(qr, left, MARGIN, { width: qrSize });
  drawRtlText(doc, ticket.trackingId, {
    x: left,
    y: MARGIN + qrSize + 2,
    width: qrSize,
    font: "bold",
    size: 10,
    align: "center",
  });
  const headWidth = width - qrSize - 20;
  let y = drawRtlText(doc, "بلیت سفر", { x: left + qrSize + 20, y: MARGIN, width: headWidth, font: "bold", size: 20 });
  y = drawRtlText(doc, ticket.tour.title, {
    x: left + qrSize + 20,
    y: y + 4,
    width: headWidth,
    font: "bold",
    size: 14,
    maxLines: 3,
  });
  drawRtlText(doc, ticket.tour.leaderBrand, {
    x: left + qrSize + 20,
    y: y + 2,
    width: headWidth,
    font: "regular",
    size: 11,
    maxLines: 2,
  });

  y = MARGIN + qrSize + 30;
  const labelWidth = 130;
  const rows: [string, string][] = [
    ["کد پیگیری", ticket.trackingId],
    ["برگزارکننده", ticket.tour.leaderBrand],
    ...(ticket.tour.startPlaceText ? [["محل حرکت", ticket.tour.startPlaceText] as [string, string]] : []),
    ["زمان حرکت", formatJalaliDateTime(ticket.session.startTime)],
    ["زمان بازگشت", formatJalaliDateTime(ticket.session.endTime)],
    ["وضعیت", ticket.statusTitle],
    ...ticketAmountRows(ticket).map((row): [string, string] => [row.label, formatToman(row.value)]),
    ["موبایل خریدار", formatDigits(ticket.buyerMobile)],
  ];
  for (const [label, value] of rows) {
    y = room(y, 22);
    drawRtlText(doc, label, { x: left + width - labelWidth, y, width: labelWidth, font: "bold", size: 11 });
    y = Math.max(
      y + 20,
      drawRtlText(doc, value, { x: left, y, width: width - labelWidth - 10, font: "regular", size: 11, maxLines: 3 }) +
        4,
    );
  }

  y = room(y + 10, 60);
  y = drawRtlText(doc, "مسافران", { x: left, y, width, font: "bold", size: 13 }) + 4;
  const drawRow = (cells: string[], font: string, size: number, top: number) => {
    let right = left + width;
    let next = top;
    cells.forEach((cell, i) => {
      const w = COLUMNS[i][1];
      right -= w;
      next = Math.max(next, drawRtlText(doc, cell, { x: right + 2, y: top, width: w - 4, font, size, maxLines: 2 }));
    });
    doc
      .moveTo(left, next + 2)
      .lineTo(left + width, next + 2)
      .lineWidth(0.5)
      .strokeColor("#cccccc")
      .stroke();
    return next + 6;
  };
  y = drawRow(
    COLUMNS.map(([title]) => title),
    "bold",
    10,
    y,
  );
  ticket.passengers.forEach((p, i) => {
    y = room(y, 40);
    y = drawRow(
      [
        formatDigits(i + 1),
        p.fullName,
        formatDigits(p.nationalId),
        p.seat ? formatDigits(p.seat) : "—",
        extraItemsText(p.extraItems),
        formatNumber(p.totalPrice),
        p.statusTitle,
      ],
      "regular",
      10,
      y,
    );
  });

  if (ticket.tour.ticketNote) {
    y = room(y + 10, 40);
    y = drawRtlText(doc, "توضیحات", { x: left, y, width, font: "bold", size: 11 }) + 2;
    const lines = ticket.tour.ticketNote.split(/\r?\n/).filter((l) => l.trim());
    for (const line of lines) {
      y = room(y, 18);
      y = drawRtlText(doc, line, {
        x: left,
        y,
        width,
        font: "regular",
        size: 10,
        lineGap: 2,
        maxLines: NOTE_MAX_LINES,
        bottom,
      });
    }
  }
  doc.end();
  return done;
}
