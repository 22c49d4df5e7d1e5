// Types of scripts/reflow-docs.mjs (a plain ESM script, run as `node scripts/reflow-docs.mjs`).
export const DOC_LINE_LIMIT: number;
/** Length in characters (code points). */
export function lineLength(line: string): number;
/** Lines over the limit outside code blocks and tables: 1-based line numbers and their lengths. */
export function findLongLines(text: string, limit?: number): { line: number; length: number }[];
/** Rewraps the paragraphs and list items that hold a line over the limit; the rest is returned as is. */
export function reflowMarkdown(text: string, limit?: number): string;
/** README.md and docs/*.md, relative to `root`. */
export function listDocFiles(root: string): string[];
