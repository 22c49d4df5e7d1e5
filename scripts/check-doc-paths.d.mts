// Types of scripts/check-doc-paths.mjs (a plain ESM script, run as `node scripts/check-doc-paths.mjs`).
/** The comments of a TypeScript or JavaScript source, with the 1-based line each starts on. */
export function sourceComments(text: string, fileName?: string): { line: number; text: string }[];
/** The repository paths a text names, with the optional line or line range after them. */
export function namedPaths(text: string): { path: string; from?: number; to?: number; offsetLine: number }[];
/** `file:line: names …, which does not exist` (or has fewer lines) for each named path that misses. */
export function findMissingPaths(root: string): string[];
