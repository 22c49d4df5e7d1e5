// The error codes each route may answer, found in the code: from a route module's exported method,
// through the lib/ modules it calls (their imports, a few levels deep), every
// `badRequest|notFound|forbidden|conflict|unprocessable|unauthorized|tooManyRequests|badGateway(message, "code")`
// and `new ApiError(status, messages, "code")`. An over-approximation (a module's every code counts
// for every caller), which is what a client needs: the codes it may have to handle. The wrapper's own
// codes (invalid_input, unauthorized, forbidden, …) are added from the contract by lib/http/openapi.ts.
// Written by scripts/route-manifest.mjs to lib/http/error-codes.json. Every code must be in the
// hand-kept catalogue lib/http/error-catalogue.json (its keys are the `ErrorCode` type of
// lib/http/errors.ts); `catalogueGaps` lists those that are not, or are answered with another status.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** The code of a factory called without one (lib/http/errors.ts DEFAULT_CODES). */
const DEFAULT_CODE = {
  badRequest: "invalid_input",
  unauthorized: "unauthorized",
  forbidden: "forbidden",
  notFound: "not_found",
  conflict: "conflict",
  unprocessable: "rule_violated",
  tooManyRequests: "too_many_requests",
  badGateway: "upstream_failed",
};
const STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  unprocessable: 422,
  tooManyRequests: 429,
  badGateway: 502,
};
const THROW =
  /\b(badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|tooManyRequests|badGateway)\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?),\s*"([a-z0-9_]+)"\s*\)/g;
const NEW_ERROR = /new ApiError\(\s*(\d{3})\s*,(?:[^()]|\([^()]*\))*?,\s*"([a-z0-9_]+)"\s*\)/g;
const IMPORT = /(?:^|\n)\s*import\s+(?!type\s)(?:([\s\S]*?)\s+from\s+)?["']([^"']+)["']/g;
/** Layers that hold no domain errors of their own (the wrapper's codes come from the contract). */
const SKIP = /^lib\/(http|db|validation|format|config|client|wiring\/bill-purposes)\b/;
const MAX_DEPTH = 4;

function resolve(root, from, spec) {
  let base;
  if (spec.startsWith("@/")) base = spec.slice(2);
  else if (spec.startsWith(".")) base = path.relative(root, path.resolve(path.dirname(path.join(root, from)), spec));
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (existsSync(path.join(root, candidate)) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return null;
}

function imports(root, file, text) {
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(root, file, m[2]);
    if (target)
      out.push({
        names: (m[1] ?? "")
          .replace(/[{}]/g, " ")
          .split(/[\s,]+/)
          .filter(Boolean)
          .map((n) => n.split(/\s+as\s+/).pop()),
        target,
      });
  }
  return out;
}

/** code → status of every throw in the modules reachable from `start` (lib files only). */
function codesFrom(root, start, cache) {
  const codes = {};
  const seen = new Set();
  const queue = start.map((file) => [file, 0]);
  while (queue.length) {
    const [file, depth] = queue.shift();
    if (seen.has(file) || SKIP.test(file) || !file.startsWith("lib/") || /\.(int\.)?test\.tsx?$/.test(file)) continue;
    seen.add(file);
    let entry = cache.get(file);
    if (!entry) {
      const text = readFileSync(path.join(root, file), "utf8");
      const own = {};
      const coded = {};
      for (const m of text.matchAll(THROW)) {
        own[m[3]] = STATUS[m[1]];
        coded[m[1]] = (coded[m[1]] ?? 0) + 1;
      }
      for (const name of Object.keys(STATUS)) {
        const calls = text.match(new RegExp(`(?<![.\\w])${name}\\(`, "g"))?.length ?? 0;
        if (calls > (coded[name] ?? 0) && !/^lib\/http\/errors/.test(file)) own[DEFAULT_CODE[name]] = STATUS[name];
      }
      for (const m of text.matchAll(NEW_ERROR)) own[m[2]] = Number(m[1]);
      entry = { own, imports: imports(root, file, text).map((i) => i.target) };
      cache.set(file, entry);
    }
    Object.assign(codes, entry.own);
    if (depth < MAX_DEPTH) for (const next of entry.imports) queue.push([next, depth + 1]);
  }
  return codes;
}

/** { "<folder> <METHOD>": { code: status } } for every route module. */
export function errorCodes(root, folders) {
  const cache = new Map();
  // "*": what the wrapper itself (lib/http) may answer for any operation (input rules, cross-site, …).
  const wrapper = {};
  for (const name of readdirSync(path.join(root, "lib/http")).sort()) {
    if (!/\.ts$/.test(name) || /\.test\.ts$/.test(name) || name === "errors.ts") continue;
    const text = readFileSync(path.join(root, "lib/http", name), "utf8");
    for (const m of text.matchAll(THROW)) wrapper[m[3]] = STATUS[m[1]];
    for (const m of text.matchAll(NEW_ERROR)) wrapper[m[2]] = Number(m[1]);
    for (const m of text.matchAll(/errorBody\([^;]*?\[\s*"([a-z0-9_]+)"\s*\]\s*\)\s*,\s*\{\s*status:\s*(\d{3})/g))
      wrapper[m[1]] = Number(m[2]);
  }
  const result = { "*": Object.fromEntries(Object.entries(wrapper).sort(([a], [b]) => a.localeCompare(b))) };
  for (const folder of folders) {
    const file = `app/api/${folder}/route.ts`;
    const text = readFileSync(path.join(root, file), "utf8");
    const imported = imports(root, file, text);
    const exports = [...text.matchAll(/export\s+const\s+(GET|POST|PUT|PATCH|DELETE)\s*=/g)];
    exports.forEach((m, i) => {
      const body = text.slice(m.index, exports[i + 1]?.index ?? text.length);
      const used = imported
        .filter((imp) => imp.names.some((name) => new RegExp(`\\b${name}\\b`).test(body)))
        .map((imp) => imp.target);
      const codes = codesFrom(root, used, cache);
      const sorted = Object.fromEntries(Object.entries(codes).sort(([a], [b]) => a.localeCompare(b)));
      if (Object.keys(sorted).length) result[`/api/${folder} ${m[1]}`] = sorted;
    });
  }
  return result;
}

/** Codes of the index missing from lib/http/error-catalogue.json, or answered with a status it does not list. */
export function catalogueGaps(root, index) {
  const catalogue = JSON.parse(readFileSync(path.join(root, "lib/http/error-catalogue.json"), "utf8"));
  const gaps = new Set();
  for (const [operation, codes] of Object.entries(index)) {
    for (const [code, status] of Object.entries(codes)) {
      if (!catalogue[code]) gaps.add(`${code} (${operation}): not in the catalogue`);
      else if (!catalogue[code].includes(status))
        gaps.add(`${code} (${operation}): answered ${status}, the catalogue lists ${catalogue[code].join(", ")}`);
    }
  }
  return [...gaps];
}
