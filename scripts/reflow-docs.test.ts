// The docs' line rule (docs/README.md): no line of README.md or docs/*.md is longer than 160 characters
// outside code blocks and tables, and scripts/reflow-docs.mjs rewraps one that is without losing a word
// or turning a continuation into another block.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DOC_LINE_LIMIT, findLongLines, lineLength, listDocFiles, reflowMarkdown } from "./reflow-docs.mjs";

const root = path.resolve(import.meta.dirname, "..");
const words = (text: string) => text.split(/\s+/).filter((w) => w !== "");

describe("docs line length", () => {
  it("holds every line of README.md and docs/*.md outside code blocks and tables to the limit", () => {
    const files = listDocFiles(root);
    expect(files.length).toBeGreaterThan(10);
    const long = files.flatMap((file) =>
      findLongLines(readFileSync(path.join(root, file), "utf8")).map(
        ({ line, length }) => `${file}:${line} has ${length} characters (run node scripts/reflow-docs.mjs)`,
      ),
    );
    expect(long).toEqual([]);
  });

  it("counts characters, not bytes or UTF-16 units", () => {
    expect(lineLength("همسفر")).toBe(5);
    expect(findLongLines("ب".repeat(DOC_LINE_LIMIT))).toEqual([]);
    expect(findLongLines("ب".repeat(DOC_LINE_LIMIT + 1))).toEqual([{ line: 1, length: DOC_LINE_LIMIT + 1 }]);
  });

  it("ignores code blocks and tables, and finds a long line after a closed fence", () => {
    const long = "x".repeat(200);
    const text = ["```", long, "```", `| ${long} |`, "", long].join("\n");
    expect(findLongLines(text)).toEqual([{ line: 6, length: 200 }]);
  });
});

describe("reflowMarkdown", () => {
  const sentence = Array.from({ length: 60 }, (_, i) => `واژه${i}`).join(" ");

  it("wraps a long list item under its marker and keeps every word in order", () => {
    const text = `# عنوان\n\n- ${sentence}\n  - nested ${sentence}\n`;
    const out = reflowMarkdown(text, 80);
    const lines = out.split("\n");
    expect(findLongLines(out, 80)).toEqual([]);
    expect(words(out)).toEqual(words(text));
    expect(lines[0]).toBe("# عنوان");
    expect(lines[2].startsWith("- واژه0")).toBe(true);
    expect(lines[3].startsWith("  واژه")).toBe(true);
    const nested = lines.findIndex((l) => l.startsWith("  - nested"));
    expect(nested).toBeGreaterThan(2);
    expect(lines[nested + 1].startsWith("    واژه")).toBe(true);
  });

  it("leaves code blocks, tables, headings and blocks that already fit as they are", () => {
    const long = "y ".repeat(120).trim();
    const text = [`## ${long}`, "", "```", long, "```", "", `| ${long} |`, "", "short line", "kept as is", ""].join(
      "\n",
    );
    expect(reflowMarkdown(text)).toBe(text);
  });

  it("is idempotent: a second run changes nothing", () => {
    const text = `Para ${sentence}\nsecond line of it\n\n1. ${sentence}\n`;
    const once = reflowMarkdown(text, 70);
    expect(once).not.toBe(text);
    expect(reflowMarkdown(once, 70)).toBe(once);
  });

  it("never starts a continuation line with a word that would open a list, heading or quote", () => {
    const filler = "a".repeat(8);
    for (const opener of ["-", "+", "*", "1.", "2)", "#", ">", "|x|"]) {
      const text = `- ${[filler, filler, filler, opener, filler, filler].join(" ")}`;
      // The limit puts the break just before the opener.
      const out = reflowMarkdown(text, 2 + filler.length * 3 + 3);
      expect(words(out)).toEqual(words(text));
      for (const line of out.split("\n").slice(1)) {
        expect(line.trim().split(" ")[0], `${opener}: ${out}`).not.toBe(opener);
      }
    }
  });
});
