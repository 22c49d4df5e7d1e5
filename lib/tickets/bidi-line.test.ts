import { describe, expect, it } from "vitest";
import { layoutLine, placeLine, visualPieces, wrapText } from "./bidi-line";

/** Every character 10 points wide, so positions are easy to read. */
const measure = (s: string) => Array.from(s).length * 10;
/** The pieces left to right, as one string per piece. */
const order = (text: string) => visualPieces(text).map((p) => p.text);

describe("visualPieces: a right-to-left line, left to right", () => {
  it("puts Persian words in reverse visual order with their spaces", () => {
    expect(order("بلیت سفر")).toEqual(["سفر", " ", "بلیت"]);
    expect(order("علی رضایی")).toEqual(["رضایی", " ", "علی"]);
    expect(order("کد پیگیری")).toEqual(["پیگیری", " ", "کد"]);
  });

  it("keeps each Persian word whole (fontkit shapes it) and marks it right to left", () => {
    const pieces = visualPieces("سفرهای کوهستان");
    expect(pieces).toEqual([
      { text: "کوهستان", rtl: true },
      { text: " ", rtl: true },
      { text: "سفرهای", rtl: true },
    ]);
  });

  it("keeps a word joined by a zero-width non-joiner in one piece", () => {
    expect(order("می‌شود تمام")).toEqual(["تمام", " ", "می‌شود"]);
  });

  it("mirrors brackets between Persian words", () => {
    expect(order("مبلغ کل (تومان)")).toEqual(["(", "تومان", ")", " ", "کل", " ", "مبلغ"]);
    expect(order("«سفر» خوب")).toEqual(["خوب", " ", "«", "سفر", "»"]);
  });

  it("puts the final full stop at the left end", () => {
    expect(order("ساعت ۶ صبح در محل حرکت باشید.")).toEqual([
      ".",
      "باشید",
      " ",
      "حرکت",
      " ",
      "محل",
      " ",
      "در",
      " ",
      "صبح",
      " ",
      "۶",
      " ",
      "ساعت",
    ]);
  });

  it("keeps Latin text and its digits left to right as one piece", () => {
    expect(order("تور آزمون mwqcwkx0")).toEqual(["mwqcwkx0", " ", "آزمون", " ", "تور"]);
    expect(order("HN9K87MD")).toEqual(["HN9K87MD"]);
    expect(order("کد پیگیری: HN9K87MD")).toEqual(["HN9K87MD", " ", ":", "پیگیری", " ", "کد"]);
  });

  it("keeps Latin words in their order inside a Persian line", () => {
    expect(order("با شرکت Blue Sky Travel سفر کنید")).toEqual([
      "کنید",
      " ",
      "سفر",
      " ",
      "Blue Sky Travel",
      " ",
      "شرکت",
      " ",
      "با",
    ]);
  });

  it("keeps numbers in order, one Persian digit per piece (fontkit would reverse them)", () => {
    expect(order("۱۲۳٬۰۰۰ تومان")).toEqual(["تومان", " ", "۱", "۲", "۳", "٬", "۰", "۰", "۰"]);
    expect(order("1,250,000 تومان")).toEqual(["تومان", " ", "1,250,000"]);
  });

  it("reads a date and time as a right-to-left pair of left-to-right numbers", () => {
    expect(order("۱۴۰۴/۰۵/۱۲ - ۰۸:۳۰").join("")).toBe("۰۸:۳۰ - ۱۴۰۴/۰۵/۱۲");
    expect(order("1404/05/12").join("")).toBe("1404/05/12");
  });

  it("places a percent sign as the Unicode bidi algorithm does", () => {
    // Digits after Persian letters are Arabic numbers (rule W2): a percent sign after them is read
    // after the number, right to left, so it stands at its left (٪۲۰, %20), as a browser shows it.
    expect(order("مبلغ ۲۰٪ جریمه")).toEqual(["جریمه", " ", "٪", "۲", "۰", " ", "مبلغ"]);
    expect(order("تخفیف 20%")).toEqual(["%", "20", " ", "تخفیف"]);
    // After Latin text the number is European and the sign joins it.
    expect(order("Discount 20%")).toEqual(["Discount 20%"]);
  });

  it("pairs brackets around Latin text", () => {
    // Persian before the bracket: the pair is right to left (mirrored), the Latin inside stays whole.
    expect(order("علی (Ali) رضایی")).toEqual(["رضایی", " ", "(", "Ali", ")", " ", "علی"]);
    expect(order("تور کیش (Kish)")).toEqual(["(", "Kish", ")", " ", "کیش", " ", "تور"]);
    // Latin all around: the brackets belong to the Latin text and are not mirrored.
    expect(order("Room (A) B")).toEqual(["Room (A) B"]);
  });

  it("leaves a line without Persian as it is", () => {
    expect(order("Sara Ahmadi")).toEqual(["Sara Ahmadi"]);
  });
});

describe("layoutLine", () => {
  it("places the pieces left to right with their measured widths", () => {
    const line = layoutLine("بلیت سفر", measure);
    expect(line.width).toBe(80);
    expect(line.pieces.map(({ text, x, width }) => ({ text, x, width }))).toEqual([
      { text: "سفر", x: 0, width: 30 },
      { text: " ", x: 30, width: 10 },
      { text: "بلیت", x: 40, width: 40 },
    ]);
  });
});

describe("placeLine", () => {
  it("right-aligns in the box by default, so the first word ends at the right edge", () => {
    const line = placeLine("علی رضایی", { x: 100, width: 200 }, measure);
    expect(line.pieces.map((p) => [p.text, p.x])).toEqual([
      ["رضایی", 210],
      [" ", 260],
      ["علی", 270],
    ]);
    const last = line.pieces[line.pieces.length - 1];
    expect(last.x + last.width).toBe(300);
  });

  it("aligns left and centre on request", () => {
    expect(placeLine("کد", { x: 100, width: 200, align: "left" }, measure).pieces[0].x).toBe(100);
    expect(placeLine("کد", { x: 100, width: 200, align: "center" }, measure).pieces[0].x).toBe(190);
  });
});

describe("wrapText", () => {
  const note = "ساعت ۶ صبح در محل حرکت باشید و کارت ملی همراه داشته باشید.";

  it("breaks by words in reading order, each line within the width", () => {
    const lines = wrapText(note, 120, measure);
    expect(lines).toEqual(["ساعت ۶ صبح", "در محل حرکت", "باشید و کارت", "ملی همراه", "داشته باشید."]);
    for (const line of lines) expect(layoutLine(line, measure).width).toBeLessThanOrEqual(120);
    expect(lines.join(" ")).toBe(note);
  });

  it("lays each wrapped line out right to left: the first word of a line sits at its right", () => {
    const [first] = wrapText(note, 120, measure);
    const pieces = placeLine(first, { x: 0, width: 120 }, measure).pieces;
    expect(pieces[pieces.length - 1]).toMatchObject({ text: "ساعت", x: 80 });
    expect(pieces.map((p) => p.text)).toEqual(["صبح", " ", "۶", " ", "ساعت"]);
  });

  it("starts a new line at a newline and collapses runs of spaces", () => {
    expect(wrapText("بلیت   سفر\nمسافران", 500, measure)).toEqual(["بلیت سفر", "مسافران"]);
  });

  it("cuts a word longer than the line", () => {
    expect(wrapText("ABCDEFGHIJ کد", 40, measure)).toEqual(["ABCD", "EFGH", "IJ", "کد"]);
  });

  it("answers no line for empty text", () => {
    expect(wrapText("  ", 100, measure)).toEqual([]);
  });
});
