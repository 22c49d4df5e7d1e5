// `tsx --conditions=react-server scripts/request-limits.ts [distDir]`: writes <distDir>/request-limits.json,
// what the front door (server/request-rules.ts) needs to answer before Next reads a request: each
// API route folder's methods and body limit (from the contracts, lib/http/contract.ts `bodyLimit`),
// the pages' body limit (and the Persian messages, for readers of the file). Run after every build (scripts/build.ts), so it
// always matches the routes being served; not committed.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { routeModules } from "../app/api/route-index";
import { bodyLimit, PAGE_BODY_LIMIT, type Contract } from "../lib/http/contract";
import { HTTP_MESSAGES } from "../lib/http/messages";

export interface RequestLimits {
  messages: { methodNotAllowed: string; tooLarge: string; lengthRequired: string };
  pageBodyLimit: number;
  /** "/api/tour/[tourId]/photos" → { POST: bytes, … }; `guarded`: every method goes through route(). */
  routes: Record<string, { methods: Record<string, number>; guarded: boolean }>;
}

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * A module this script cannot load outside Next's bundler (next-auth's CommonJS providers): its
 * exported methods are read from the source, with the pages' limit, and it is not guarded.
 */
function fromSource(folder: string) {
  const text = readFileSync(path.join("app", folder, "route.ts"), "utf8");
  const methods = METHODS.filter((method) =>
    new RegExp(`export\\s+(const|async\\s+function|function)\\s+${method}\\b`).test(text),
  );
  return { methods: Object.fromEntries(methods.map((method) => [method, PAGE_BODY_LIMIT])), guarded: false };
}

export async function requestLimits(): Promise<RequestLimits> {
  const routes: RequestLimits["routes"] = {};
  for (const [folder, load] of Object.entries(routeModules)) {
    const mod = await load().catch(() => null);
    if (!mod) {
      routes[folder] = fromSource(folder);
      continue;
    }
    const entry = { methods: {} as Record<string, number>, guarded: true };
    for (const method of METHODS) {
      const handler = mod[method] as { guarded?: boolean; contract?: Contract } | undefined;
      if (!handler) continue;
      entry.methods[method] = handler.contract ? bodyLimit(handler.contract) : PAGE_BODY_LIMIT;
      entry.guarded &&= handler.guarded === true;
    }
    routes[folder] = entry;
  }
  return {
    messages: {
      methodNotAllowed: HTTP_MESSAGES.methodNotAllowed,
      tooLarge: HTTP_MESSAGES.tooLarge,
      lengthRequired: HTTP_MESSAGES.lengthRequired,
    },
    pageBodyLimit: PAGE_BODY_LIMIT,
    routes,
  };
}

export async function writeRequestLimits(distDir: string) {
  mkdirSync(distDir, { recursive: true });
  writeFileSync(path.join(distDir, "request-limits.json"), JSON.stringify(await requestLimits()));
}

if (process.argv[1]?.endsWith("request-limits.ts")) {
  writeRequestLimits(path.resolve(process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next")).then(
    () => process.exit(0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
