// `node scripts/reflow-docs.mjs [files…]`: rewraps the paragraphs and list items of docs/*.md and README.md
// that hold a line longer than DOC_LINE_LIMIT characters, so a diff shows the sentence that changed and a
// reader needs no sideways scroll. Code blocks, tables, headings and HTML are left as written, and so is
// every block whose lines already fit (rewrapping those would only make merges of other people's edits
// conflict). `--check` writes nothing and exits 1 naming each file that would change.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const DOC_LINE_LIMIT = 160;

const FENCE = /^\s*(```|~~~)/;
const LIST_ITEM = /^(\s*)([-*+]|\d{1,9}[.)])(\s+)/;
// A line that is not paragraph text: a heading, a table row, an HTML block, a setext underline or a rule.
const NOT_TEXT = /^\s*(#{1,6}(\s|$)|\||<|[=-]{3,}\s*$|\*{3,}\s*$|>)/;
// Words that, put first on a continuation line, would start another block (a list item, a heading, a
// quote, a table row, a fence or HTML) instead of continuing this one.
const OPENS_BLOCK = /^([-*+]|\d{1,9}[.)]|#{1,6}|>.*|\|.*|```.*|~~~.*|<.*|[=-]+)$/;

/** Splits a Markdown text into lines with, for each, whether a reflow may touch it (outside fences). */
function markFences(lines) {
  let fence = null;
  return lines.map((line) => {
    const open = FENCE.exec(line);
    if (fence) {
      if (open && open[1] === fence) fence = null;
      return false;
    }
    if (open) {
      fence = open[1];
      return false;
    }
    return true;
  });
}

/** Lengths count characters (code points), as a reader's editor does, not UTF-16 units. */
export function lineLength(line) {
  return Array.from(line).length;
}

/** The lines of `text` longer than the limit, outside code blocks and tables: [{ line: 1-based, length }]. */
export function findLongLines(text, limit = DOC_LINE_LIMIT) {
  const lines = text.split("\n");
  const free = markFences(lines);
  const found = [];
  lines.forEach((line, i) => {
    if (!free[i] || /^\s*\|/.test(line)) return;
    const length = lineLength(line);
    if (length > limit) found.push({ line: i + 1, length });
  });
  return found;
}

function wrapWords(words, firstPrefix, restPrefix, limit) {
  const out = [];
  let prefix = firstPrefix;
  let current = [];
  const width = (ws) => lineLength(prefix + ws.join(" "));
  for (const word of words) {
    if (current.length === 0 || width([...current, word]) <= limit) {
      current.push(word);
      continue;
    }
    // A word that would open another block (a list item, a heading, a quote, a table row) at the start of
    // a line takes the previous word down with it; with nothing safe to take, it stays on this line.
    let carried = [];
    if (OPENS_BLOCK.test(word)) {
      const previous = current.at(-1);
      if (current.length < 2 || OPENS_BLOCK.test(previous)) {
        current.push(word);
        continue;
      }
      carried = [current.pop()];
    }
    out.push(prefix + current.join(" "));
    prefix = restPrefix;
    current = [...carried, word];
  }
  out.push(prefix + current.join(" "));
  return out;
}

/** Rewraps every paragraph or list item of `text` that has a line over the limit; the rest is returned as is. */
export function reflowMarkdown(text, limit = DOC_LINE_LIMIT) {
  const lines = text.split("\n");
  const free = markFences(lines);
  const out = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    if (!free[i] || line.trim() === "" || NOT_TEXT.test(line)) {
      out.push(line);
      i++;
      continue;
    }
    const item = LIST_ITEM.exec(line);
    const lead = item ? item[1] : /^\s*/.exec(line)[0];
    const firstPrefix = item ? item[0] : lead;
    const restPrefix = item ? " ".repeat(item[0].length) : lead;
    let end = i + 1;
    while (
      end < lines.length &&
      free[end] &&
      lines[end].trim() !== "" &&
      !NOT_TEXT.test(lines[end]) &&
      !LIST_ITEM.test(lines[end])
    ) {
      end++;
    }
    const block = lines.slice(i, end);
    // A hard break (two trailing spaces or a backslash) is the writer's: such blocks are left alone.
    const hardBreak = block.slice(0, -1).some((l) => / {2}$|\\$/.test(l));
    if (hardBreak || !block.some((l) => lineLength(l) > limit)) {
      out.push(...block);
    } else {
      const words = [line.slice(firstPrefix.length), ...block.slice(1)]
        .join(" ")
        .split(/\s+/)
        .filter((w) => w !== "");
      out.push(...wrapWords(words, firstPrefix, restPrefix, limit));
    }
    i = end;
  }
  return out.join("\n");
}

/** The Markdown files the rule covers: README.md and docs/*.md under `root`. */
export function listDocFiles(root) {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => path.join("docs", name));
  return ["README.md", ...docs];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const check = args.includes("--check");
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const named = args.filter((a) => !a.startsWith("--"));
  const files = named.length > 0 ? named.map((f) => path.relative(root, path.resolve(f))) : listDocFiles(root);
  let changed = 0;
  let stillLong = 0;
  for (const file of files) {
    const full = path.join(root, file);
    const before = readFileSync(full, "utf8");
    const after = reflowMarkdown(before);
    if (after !== before) {
      changed++;
      if (check) console.error(`${file}: would be rewrapped`);
      else writeFileSync(full, after);
    }
    for (const { line, length } of findLongLines(check ? before : after)) {
      stillLong++;
      console.error(`${file}:${line}: ${length} characters (limit ${DOC_LINE_LIMIT}); shorten it by hand`);
    }
  }
  if (!check) console.log(`reflow-docs: ${changed} of ${files.length} files rewrapped`);
  process.exit((check && changed > 0) || stillLong > 0 ? 1 : 0);
}
