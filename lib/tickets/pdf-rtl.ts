// Draws Persian (and mixed) text with pdfkit through the bidi line layout: the text is wrapped by
// words here, each line laid out right to left, and every piece drawn at its own x with pdfkit's
// wrapping off (pdfkit's wrapper would put the words back in left-to-right order).
import { placeLine, wrapText, type Measure } from "./bidi-line";

export interface RtlTextOptions {
  x: number;
  y: number;
  width: number;
  font: string;
  size: number;
  align?: "right" | "left" | "center";
  /** Extra space between wrapped lines. */
  lineGap?: number;
  /** At most this many lines (the rest is dropped). */
  maxLines?: number;
  /** Lines that would pass this y go on a new page. */
  bottom?: number;
}

/** Draws the text and answers the y below its last line. */
export function drawRtlText(doc: PDFKit.PDFDocument, text: string, o: RtlTextOptions): number {
  doc.font(o.font).fontSize(o.size);
  const measure: Measure = (s) => doc.widthOfString(s);
  const lineHeight = doc.currentLineHeight(true) + (o.lineGap ?? 0);
  let y = o.y;
  const lines = wrapText(text, o.width, measure).slice(0, o.maxLines ?? Infinity);
  for (const line of lines) {
    if (o.bottom !== undefined && y + lineHeight > o.bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    for (const piece of placeLine(line, { x: o.x, width: o.width, align: o.align }, measure).pieces) {
      if (piece.text.trim() === "") continue;
      doc.text(piece.text, piece.x, y, { lineBreak: false });
    }
    y += lineHeight;
  }
  return y;
}
