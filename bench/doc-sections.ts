// Rewrites one "## " section of a Markdown file in place (or appends it), so the scripts that write
// bench/results/*.md (hot-paths.ts, lighthouse.ts, soak.ts, backup-restore.ts) each refresh their own figures and keep the others'.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

/** `doc` with the section headed `## heading` replaced by `body` (appended when absent); `heading` null = the part before the first section. */
export function replaceSection(doc: string, heading: string | null, body: string): string {
  const text = body.trimEnd() + "\n";
  if (heading === null) {
    const first = doc.search(/^## /m);
    return first < 0 ? text : `${text}\n${doc.slice(first)}`;
  }
  const start = doc.indexOf(`\n## ${heading}\n`);
  if (start < 0) return `${doc.trimEnd()}\n\n## ${heading}\n\n${text}`;
  const from = start + 1;
  const next = doc.slice(from + 3).search(/^## /m);
  const end = next < 0 ? doc.length : from + 3 + next;
  return `${doc.slice(0, from)}## ${heading}\n\n${text}${next < 0 ? "" : "\n"}${doc.slice(end)}`;
}

/** Applies the sections to the file (created when missing). */
export function writeSections(file: string, sections: { heading: string | null; body: string }[]) {
  let doc = existsSync(file) ? readFileSync(file, "utf8") : "";
  for (const s of sections) doc = replaceSection(doc, s.heading, s.body);
  writeFileSync(file, doc);
}

/** A generated Markdown text cut at its "## " headings: the part before the first (heading null), then each section. */
export function splitSections(text: string): { heading: string | null; body: string }[] {
  const parts = text.split(/^## (.+)\n/m);
  const sections: { heading: string | null; body: string }[] = [{ heading: null, body: parts[0] }];
  for (let i = 1; i < parts.length; i += 2)
    sections.push({ heading: parts[i], body: parts[i + 1].replace(/^\n+/, "") });
  return sections;
}
