// Right-to-left line layout for pdfkit, which has no bidi support: its line wrapper places the
// words of a line left to right and fontkit only reverses the glyphs inside each word, so Persian
// phrases come out in reversed word order. This resolves a line's directions (a reduced Unicode
// bidi algorithm for a right-to-left paragraph: strong letters, numbers with their separators,
// neutrals between them, mirrored brackets) and returns the pieces to draw, left to right, each one
// safe to hand to pdfkit on its own. Pure: the width of a piece comes from the caller.

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

/** R: right-to-left letter, L: left-to-right letter, N: digit, S: number separator, T: number terminator, W: space, O: other neutral. */
type Kind = "R" | "L" | "N" | "S" | "T" | "W" | "O";

const RTL_LETTER = /[\u0590-\u05ff\u0606-\u060b\u060d-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u200c\u200d\u200f]/u;
const DIGIT = /[0-9\u0660-\u0669\u066b\u066c\u06f0-\u06f9]/u;
const SEPARATOR = /[,.:/+\-\u060c\u00a0]/u;
const TERMINATOR = /[#$%°\u066a\u2030\u00b0]/u;
const LETTER = /[\p{L}\u200e]/u;
const MARK = /\p{M}/u;
/** Characters drawn with a different glyph when they sit in right-to-left text (Unicode BidiMirroring). */
const MIRROR: Record<string, string> = { "(": ")", ")": "(", "[": "]", "]": "[", "{": "}", "}": "{", "<": ">", ">": "<", "«": "»", "»": "«", "‹": "›", "›": "‹" };
/** Opening → closing bracket («» too: Persian quotes pair like brackets). */
const BRACKET_PAIRS: Record<string, string> = { "(": ")", "[": "]", "{": "}", "«": "»" };
/** Letters of the Arabic script, Persian digits among them, that fontkit would lay out right to left. */
const ARABIC_SCRIPT = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/u;

function kindOf(ch: string, previous: Kind | undefined): Kind {
  if (MARK.test(ch) && !RTL_LETTER.test(ch)) return previous ?? "O";
  if (RTL_LETTER.test(ch)) return "R";
  if (DIGIT.test(ch)) return "N";
  if (/\s/u.test(ch)) return "W";
  if (SEPARATOR.test(ch)) return "S";
  if (TERMINATOR.test(ch)) return "T";
  if (LETTER.test(ch)) return "L";
  return "O";
}

/** The direction each character takes in a right-to-left line: true = left to right (level 2), false = right to left (level 1). */
export function resolveDirections(chars: string[]): boolean[] {
  const kinds: Kind[] = [];
  for (const ch of chars) kinds.push(kindOf(ch, kinds[kinds.length - 1]));
  const n = kinds.length;

  // A single separator between two digits belongs to the number (1,000  ۱۴۰۴/۰۵/۱۲  08:30).
  for (let i = 1; i < n - 1; i++) {
    if (kinds[i] === "S" && kinds[i - 1] === "N" && kinds[i + 1] === "N") kinds[i] = "N";
  }
  // Terminators next to a number join it (50%, ٪۲۰).
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== "T") continue;
    let j = i;
    while (j < n && kinds[j] === "T") j++;
    if (kinds[i - 1] === "N" || kinds[j] === "N") for (let k = i; k < j; k++) kinds[k] = "N";
    i = j - 1;
  }
  for (let i = 0; i < n; i++) if (kinds[i] === "S" || kinds[i] === "T") kinds[i] = "O";

  // Digits after Latin text read with it (ABC123, "Room 12"): they take the Latin direction.
  let lastStrong: Kind = "R";
  const numberAfterLatin: boolean[] = new Array(n).fill(false);
  for (let i = 0; i < n; i++) {
    if (kinds[i] === "R" || kinds[i] === "L") lastStrong = kinds[i];
    else if (kinds[i] === "N" && lastStrong === "L") numberAfterLatin[i] = true;
  }
  const strong = (i: number): "R" | "L" | null => {
    if (kinds[i] === "L" || numberAfterLatin[i]) return "L";
    if (kinds[i] === "R" || kinds[i] === "N") return "R";
    return null;
  };

  // Bracket pairs go together: both take the line's direction when it occurs inside them, or the
  // Latin direction when only Latin is inside and Latin precedes them ("علی (Ali) Rezaei").
  const stack: { open: string; at: number }[] = [];
  const pairs: [number, number][] = [];
  chars.forEach((ch, i) => {
    if (kinds[i] !== "O") return;
    if (ch in BRACKET_PAIRS && stack.length < 63) stack.push({ open: ch, at: i });
    else {
      let k = stack.length - 1;
      while (k >= 0 && BRACKET_PAIRS[stack[k].open] !== ch) k--;
      if (k < 0) return;
      pairs.push([stack[k].at, i]);
      stack.length = k;
    }
  });
  pairs.sort((a, b) => a[0] - b[0]);
  for (const [open, close] of pairs) {
    const inside = new Set<string | null>();
    for (let i = open + 1; i < close; i++) inside.add(strong(i));
    if (!inside.has("R") && !inside.has("L")) continue;
    let before: "R" | "L" = "R";
    for (let i = open - 1; i >= 0; i--) {
      const s = strong(i);
      if (s) {
        before = s;
        break;
      }
    }
    kinds[open] = kinds[close] = inside.has("R") || before === "R" ? "R" : "L";
  }

  const ltr: boolean[] = new Array(n).fill(false);
  for (let i = 0; i < n; i++) {
    const s = strong(i);
    if (s !== null) {
      ltr[i] = kinds[i] === "L" || kinds[i] === "N";
      continue;
    }
    // A run of neutrals takes the direction of the strong text on both sides when they agree,
    // otherwise the line's own (right to left); the ends of the line count as right to left.
    let j = i;
    while (j < n && strong(j) === null) j++;
    const before = i > 0 ? strong(i - 1) : "R";
    const after = j < n ? strong(j) : "R";
    const dir = before === "L" && after === "L";
    for (let k = i; k < j; k++) ltr[k] = dir;
    i = j - 1;
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
      else units.push({ text: RTL_LETTER.test(ch) ? ch : (MIRROR[ch] ?? ch), rtl: true });
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
export function placeLine(text: string, box: { x: number; width: number; align?: "right" | "left" | "center" }, measure: Measure): LaidOutLine {
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
