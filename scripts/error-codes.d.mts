// Types of scripts/error-codes.mjs (a plain ESM script, run by `npm run lint`).
/** Every way the contracts' declared error codes and the code part: one line each (none: they agree). */
export function errorCodeProblems(root: string): string[];
