// A string matching a regular expression, drawn with a seeded random source: enough of the
// ECMAScript syntax for the patterns JSON Schemas carry (anchors, classes, groups, alternation,
// quantifiers, \d \w \s and escapes). Lookarounds and back-references are not generated; the caller
// checks the result with RegExp and draws again when a pattern used them.

type Node =
  | { kind: "chars"; pick: (rnd: () => number) => string }
  | { kind: "group"; alternatives: Node[][] }
  | { kind: "repeat"; node: Node; min: number; max: number }
  | { kind: "empty" };

/** The characters a negated class or `.` draws from: printable ASCII, a few Persian letters and digits. */
const POOL = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ..."آابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهی۰۱۲۳۴۵۶۷۸۹",
];
const DIGITS = "0123456789";
const WORD = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_";
const SPACE = " ";
/** A repetition without an upper bound (`*`, `+`, `{n,}`): drawn up to its minimum plus the caller's `extra`. */
const OPEN = -1;

const pickFrom = (chars: string[] | string) => (rnd: () => number) => chars[Math.floor(rnd() * chars.length)];

function escapeClass(letter: string): string[] | null {
  switch (letter) {
    case "d":
      return [...DIGITS];
    case "w":
      return [...WORD];
    case "s":
      return [SPACE];
    case "D":
      return POOL.filter((c) => !DIGITS.includes(c));
    case "W":
      return POOL.filter((c) => !WORD.includes(c));
    case "S":
      return POOL.filter((c) => c !== SPACE);
    default:
      return null;
  }
}

function escapedLiteral(source: string, i: number): [string, number] {
  const letter = source[i];
  if (letter === "u" && /^[0-9a-fA-F]{4}$/.test(source.slice(i + 1, i + 5)))
    return [String.fromCharCode(parseInt(source.slice(i + 1, i + 5), 16)), i + 5];
  if (letter === "x" && /^[0-9a-fA-F]{2}$/.test(source.slice(i + 1, i + 3)))
    return [String.fromCharCode(parseInt(source.slice(i + 1, i + 3), 16)), i + 3];
  const controls: Record<string, string> = { n: "\n", r: "\r", t: "\t", f: "\f", v: "\v", "0": "\0" };
  return [controls[letter] ?? letter, i + 1];
}

class Parser {
  i = 0;
  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.i < this.source.length) throw new Error(`unsupported pattern near ${this.source.slice(this.i)}`);
    return node;
  }

  private alternation(): Node {
    const alternatives: Node[][] = [this.sequence()];
    while (this.source[this.i] === "|") {
      this.i++;
      alternatives.push(this.sequence());
    }
    return { kind: "group", alternatives };
  }

  private sequence(): Node[] {
    const nodes: Node[] = [];
    while (this.i < this.source.length && this.source[this.i] !== "|" && this.source[this.i] !== ")") {
      const atom = this.atom();
      nodes.push(this.quantified(atom));
    }
    return nodes;
  }

  private quantified(atom: Node): Node {
    const s = this.source;
    let min = 1;
    let max = 1;
    const c = s[this.i];
    if (c === "?") [min, max] = [0, 1];
    else if (c === "*") [min, max] = [0, OPEN];
    else if (c === "+") [min, max] = [1, OPEN];
    else if (c === "{") {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(s.slice(this.i));
      if (!m) return atom;
      min = Number(m[1]);
      max = m[2] ? (m[3] ? Number(m[3]) : OPEN) : min;
      this.i += m[0].length - 1;
    } else return atom;
    this.i++;
    if (s[this.i] === "?") this.i++; // lazy: same language
    return { kind: "repeat", node: atom, min, max };
  }

  private atom(): Node {
    const s = this.source;
    const c = s[this.i++];
    if (c === "^" || c === "$") return { kind: "empty" };
    if (c === "(") {
      if (s.startsWith("?:", this.i)) this.i += 2;
      else if (/^\?<[A-Za-z]/.test(s.slice(this.i))) this.i = s.indexOf(">", this.i) + 1;
      else if (s[this.i] === "?") throw new Error("lookarounds are not generated");
      const inner = this.alternation();
      if (s[this.i++] !== ")") throw new Error("unbalanced group");
      return inner;
    }
    if (c === "[") return this.characterClass();
    if (c === ".") return { kind: "chars", pick: pickFrom(POOL) };
    if (c === "\\") {
      const set = escapeClass(s[this.i]);
      if (set) {
        this.i++;
        return { kind: "chars", pick: pickFrom(set) };
      }
      if (s[this.i] === "b" || s[this.i] === "B") {
        this.i++;
        return { kind: "empty" };
      }
      const [literal, next] = escapedLiteral(s, this.i);
      this.i = next;
      return { kind: "chars", pick: () => literal };
    }
    return { kind: "chars", pick: () => c };
  }

  private characterClass(): Node {
    const s = this.source;
    const negated = s[this.i] === "^";
    if (negated) this.i++;
    const members = new Set<string>();
    let first = true;
    while (this.i < s.length && (s[this.i] !== "]" || first)) {
      first = false;
      let from: string;
      if (s[this.i] === "\\") {
        const set = escapeClass(s[this.i + 1]);
        if (set) {
          set.forEach((ch) => members.add(ch));
          this.i += 2;
          continue;
        }
        [from, this.i] = escapedLiteral(s, this.i + 1);
      } else from = s[this.i++];
      if (s[this.i] === "-" && s[this.i + 1] !== "]" && this.i + 1 < s.length) {
        this.i++;
        let to: string;
        if (s[this.i] === "\\") [to, this.i] = escapedLiteral(s, this.i + 1);
        else to = s[this.i++];
        for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) members.add(String.fromCharCode(code));
      } else members.add(from);
    }
    this.i++; // ]
    const chars = negated ? POOL.filter((ch) => !members.has(ch)) : [...members];
    return { kind: "chars", pick: pickFrom(chars) };
  }
}

function emit(node: Node, rnd: () => number, extra: number): string {
  switch (node.kind) {
    case "empty":
      return "";
    case "chars":
      return node.pick(rnd);
    case "group": {
      const branch = node.alternatives[Math.floor(rnd() * node.alternatives.length)];
      return branch.map((n) => emit(n, rnd, extra)).join("");
    }
    case "repeat": {
      const max = node.max === OPEN ? node.min + extra : node.max;
      const count = node.min + Math.floor(rnd() * (max - node.min + 1));
      let out = "";
      for (let k = 0; k < count; k++) out += emit(node.node, rnd, extra);
      return out;
    }
  }
}

const parsed = new Map<string, Node | Error>();

/** A string `new RegExp(pattern, "u")` matches, or null when none was found in a few draws. */
export function regexSample(
  pattern: string,
  rnd: () => number,
  accept: (s: string) => boolean = () => true,
  extra = 8,
) {
  if (!parsed.has(pattern)) {
    try {
      parsed.set(pattern, new Parser(pattern).parse());
    } catch (error) {
      parsed.set(pattern, error as Error);
    }
  }
  const node = parsed.get(pattern)!;
  if (node instanceof Error) return null;
  const re = new RegExp(pattern, "u");
  for (let attempt = 0; attempt < 50; attempt++) {
    const text = emit(node, rnd, extra);
    if (re.test(text) && accept(text)) return text;
  }
  return null;
}
