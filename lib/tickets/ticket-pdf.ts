import "server-only";
// The printable ticket as a PDF (pdfkit, the Vazirmatn font, a QR code of the tracking id).
// pdfkit lays out each text run in one direction: Persian runs come out right to left, so labels
// and values are drawn as separate runs and numbers stay in Latin digits, never mixed into Persian.
import path from "node:path";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { formatJalaliDateTime } from "@/lib/format/date";
import { toLatinDigits } from "./digits";
import type { ticketView } from "./ticket-view";

type Ticket = ReturnType<typeof ticketView>;

const FONT_DIR = path.join(process.cwd(), "node_modules/vazirmatn/fonts/ttf");
const money = (v: bigint) => `${Number(v).toLocaleString("en-US")}`;

export async function ticketPdf(ticket: Ticket): Promise<Buffer> {
  const qr = await QRCode.toBuffer(ticket.trackingId, { margin: 1, width: 240 });
  const doc = new PDFDocument({ size: "A4", margin: 40, info: { Title: `Ticket ${ticket.trackingId}` } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  doc.registerFont("regular", path.join(FONT_DIR, "Vazirmatn-Regular.ttf"));
  doc.registerFont("bold", path.join(FONT_DIR, "Vazirmatn-Bold.ttf"));

  const left = 40;
  const width = doc.page.width - 80;
  const row = (label: string, value: string, y: number) => {
    doc.font("bold").fontSize(11).text(label, left + width / 2, y, { width: width / 2, align: "right" });
    doc.font("regular").fontSize(11).text(value, left, y, { width: width / 2 - 10, align: "left" });
  };

  doc.font("bold").fontSize(18).text("بلیت سفر", left, 40, { width, align: "right" });
  doc.font("bold").fontSize(14).text(ticket.tour.title, left, 70, { width: width - 140, align: "right" });
  doc.image(qr, left, 40, { width: 110 });

  let y = 170;
  const rows: [string, string][] = [
    ["کد پیگیری", ticket.trackingId],
    ["برگزارکننده", ticket.tour.leaderBrand],
    ["زمان حرکت", toLatinDigits(formatJalaliDateTime(ticket.session.startTime))],
    ["زمان بازگشت", toLatinDigits(formatJalaliDateTime(ticket.session.endTime))],
    ["وضعیت", ticket.statusTitle],
    ["مبلغ کل (تومان)", money(ticket.amount)],
    ["موبایل خریدار", ticket.buyerMobile],
  ];
  if (ticket.tour.startPlaceText) rows.splice(2, 0, ["محل حرکت", ticket.tour.startPlaceText]);
  for (const [label, value] of rows) {
    row(label, value, y);
    y += 24;
  }

  y += 10;
  doc.font("bold").fontSize(13).text("مسافران", left, y, { width, align: "right" });
  y += 26;
  for (const p of ticket.passengers) {
    doc.font("bold").fontSize(11).text(p.fullName, left + width / 2, y, { width: width / 2, align: "right" });
    const seat = p.seat ? `  seat ${p.seat}` : "";
    doc.font("regular").fontSize(10).text(`${p.nationalId}${seat}  ${money(p.paid)}`, left, y, { width: width / 2 - 10, align: "left" });
    y += 16;
    doc.font("regular").fontSize(9).text(p.statusTitle, left + width / 2, y, { width: width / 2, align: "right" });
    y += 20;
    if (y > doc.page.height - 120) {
      doc.addPage();
      y = 40;
    }
  }
  if (ticket.tour.ticketNote) {
    y += 10;
    doc.font("bold").fontSize(11).text("توضیحات", left, y, { width, align: "right" });
    y += 20;
    for (const line of ticket.tour.ticketNote.split(/\r?\n/).filter(Boolean).slice(0, 20)) {
      doc.font("regular").fontSize(10).text(line, left, y, { width, align: "right" });
      y = doc.y + 4;
    }
  }
  doc.end();
  return done;
}
