// Types of scripts/check-public-pages.mjs for its test.
export const PAGES_KIND_ROUTES: string[];
export const GLOBAL_THIS_FILES: string[];
export function withoutComments(text: string, fileName?: string): string;
export function findPublicPageProblems(
  root: string,
  options?: { routes?: string[]; chains?: boolean },
): Promise<string[]>;
