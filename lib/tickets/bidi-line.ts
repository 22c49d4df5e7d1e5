// Right-to-left line layout for pdfkit, which has no bidi support: its line wrapper places the
// words of a line left to right and fontkit only reverses the glyphs inside each word, so Persian
// phrases come out in reversed word order. The line's directions come from the Unicode
// Bidirectional Algorithm (bidi-js, a right-to-left paragraph); this returns the pieces to draw,
// left to right, each one safe to hand to pdfkit on its own, with brackets mirrored (bidi-js's
// mirroring table) in right-to-left runs. Pure: the width of a piece comes from the caller.
import bidiFactory from "bidi-js";

export type Measure = (text: string) => number;

/** One piece of a laid-out line, in visual order; `x` is its left edge. */
export interface Piece {
  text: string;
  x: number;
  width: number;
  /** A right-to-left piece (a Persian word, a mirrored bracket between Persian words). */
  rtl: boolean;
}

export interface LaidOutLine {
  width: number;
  pieces: Piece[];
}

const RTL_LETTER =
  /[\u0590-\u05ff\u0606-\u060b\u060d-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200c\u200d\u200f]/u;
const MARK = /\p{M}/u;
/** Letters of the Arabic script, Persian digits among them, that fontkit would lay out right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

const bidi = bidiFactory();

/**
 * The direction each character (code point) takes in a right-to-left line, by the Unicode
 * Bidirectional Algorithm (bidi-js): true = left to right (an even embedding level).
 */
export function resolveDirections(chars: string[]): boolean[] {
  const { levels } = bidi.getEmbeddingLevels(chars.join(""), "rtl");
  const ltr: boolean[] = [];
  let unit = 0; // levels are per UTF-16 code unit
  for (const ch of chars) {
    ltr.push(levels[unit] % 2 === 0);
    unit += ch.length;
  }
  return ltr;
}

/** The pieces of a line in visual (left-to-right) order, not yet measured. */
export function visualPieces(text: string): { text: string; rtl: boolean }[] {
  const chars = Array.from(text);
  const ltr = resolveDirections(chars);
  const runs: { ltr: boolean; chars: string[] }[] = [];
  chars.forEach((ch, i) => {
    const last = runs[runs.length - 1];
    if (last && last.ltr === ltr[i]) last.chars.push(ch);
    else runs.push({ ltr: ltr[i], chars: [ch] });
  });

  const out: { text: string; rtl: boolean }[] = [];
  for (const run of runs.reverse()) {
    const units: { text: string; rtl: boolean }[] = [];
    if (run.ltr) {
      // Persian digits are Arabic-script characters that fontkit would lay out right to left even
      // inside a number, so each one is a piece of its own; other left-to-right text stays whole.
      for (const ch of run.chars) {
        const last = units[units.length - 1];
        if (last && !ARABIC_SCRIPT.test(ch) && !ARABIC_SCRIPT.test(last.text)) last.text += ch;
        else units.push({ text: ch, rtl: false });
      }
      out.push(...units);
      continue;
    }
    // Right to left: whole Persian words (fontkit shapes and reverses each one), every other
    // character on its own and mirrored; then the run is read from its end.
    for (const ch of run.chars) {
      const last = units[units.length - 1];
      const inWord = last !== undefined && RTL_LETTER.test(last.text);
      if ((RTL_LETTER.test(ch) || MARK.test(ch)) && inWord) last.text += ch;
      else units.push({ text: RTL_LETTER.test(ch) ? ch : (bidi.getMirroredCharacter(ch) ?? ch), rtl: true });
    }
    out.push(...units.reverse());
  }
  return out;
}

/** A line laid out right to left: its pieces with their x positions from the line's left edge. */
export function layoutLine(text: string, measure: Measure): LaidOutLine {
  let x = 0;
  const pieces: Piece[] = [];
  for (const p of visualPieces(text)) {
    const width = measure(p.text);
    pieces.push({ ...p, x, width });
    x += width;
  }
  return { width: x, pieces };
}

/** The line placed in a box: right-aligned by default, as Persian text is. */
export function placeLine(
  text: string,
  box: { x: number; width: number; align?: "right" | "left" | "center" },
  measure: Measure,
): LaidOutLine {
  const line = layoutLine(text, measure);
  const free = box.width - line.width;
  const offset = box.x + (box.align === "left" ? 0 : box.align === "center" ? free / 2 : free);
  return { width: line.width, pieces: line.pieces.map((p) => ({ ...p, x: p.x + offset })) };
}

/**
 * Breaks text into lines no wider than `maxWidth`, by words and in reading order (each line is then
 * laid out on its own); a word wider than a line is cut. Newlines start a new line; runs of spaces
 * become one.
 */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  const widthOf = (s: string) => layoutLine(s, measure).width;
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    const words = paragraph.trim().split(/\s+/u).filter(Boolean);
    let current = "";
    for (const word of words) {
      const candidate = current ? `${current} ${word}` : word;
      if (widthOf(candidate) <= maxWidth) {
        current = candidate;
        continue;
      }
      if (current) lines.push(current);
      current = "";
      let rest = word;
      while (widthOf(rest) > maxWidth) {
        const chars = Array.from(rest);
        let cut = 1;
        while (cut < chars.length && widthOf(chars.slice(0, cut + 1).join("")) <= maxWidth) cut++;
        lines.push(chars.slice(0, cut).join(""));
        rest = chars.slice(cut).join("");
      }
      current = rest;
    }
    if (current) lines.push(current);
  }
  return lines;
}
