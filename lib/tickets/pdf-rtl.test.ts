import { describe, expect, it } from "vitest";
import { drawRtlText } from "./pdf-rtl";

/** A stand-in for pdfkit's document that records what is drawn where (every character 5 points wide). */
function fakeDoc() {
  const drawn: { text: string; x: number; y: number; options: unknown }[] = [];
  let pages = 1;
  const doc = {
    page: { margins: { top: 40 } },
    font: () => doc,
    fontSize: () => doc,
    widthOfString: (s: string) => Array.from(s).length * 5,
    currentLineHeight: () => 14,
    text: (text: string, x: number, y: number, options: unknown) => {
      drawn.push({ text, x, y, options });
      return doc;
    },
    addPage: () => {
      pages += 1;
      return doc;
    },
  };
  return { doc: doc as unknown as PDFKit.PDFDocument, drawn, pages: () => pages };
}

describe("drawRtlText", () => {
  it("draws each word at its own place, right to left, with pdfkit's wrapping off", () => {
    const { doc, drawn } = fakeDoc();
    const y = drawRtlText(doc, "بلیت سفر", { x: 0, y: 10, width: 100, font: "bold", size: 12 });
    expect(drawn).toEqual([
      { text: "سفر", x: 60, y: 10, options: { lineBreak: false } },
      { text: "بلیت", x: 80, y: 10, options: { lineBreak: false } },
    ]);
    expect(y).toBe(24);
  });

  it("wraps a long note over several lines, the first words on the first line", () => {
    const { doc, drawn } = fakeDoc();
    const y = drawRtlText(doc, "ساعت ۶ صبح در محل حرکت باشید.", {
      x: 0,
      y: 0,
      width: 60,
      font: "regular",
      size: 10,
      lineGap: 2,
    });
    const lines = [...new Set(drawn.map((d) => d.y))].map((lineY) =>
      drawn.filter((d) => d.y === lineY).map((d) => d.text),
    );
    expect(lines).toEqual([
      ["صبح", "۶", "ساعت"],
      ["حرکت", "محل", "در"],
      [".", "باشید"],
    ]);
    expect(y).toBe(48);
  });

  it("goes on to a new page past the bottom", () => {
    const { doc, drawn, pages } = fakeDoc();
    drawRtlText(doc, "یک دو سه چهار", { x: 0, y: 770, width: 20, font: "regular", size: 10, bottom: 800 });
    expect(pages()).toBe(2);
    expect(drawn[0].y).toBe(770);
    expect(drawn[drawn.length - 1].y).toBe(40 + 14);
  });
});
