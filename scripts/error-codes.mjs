// Keeps the error codes the contracts declare (`errors`, lib/http/contract.ts) true to the code: for
// every exported method of every app/api route module, each code the code it reaches may throw must be
// declared by its contract, and each declared code must still be thrown there. `npm run lint` runs it
// (`node scripts/error-codes.mjs [root]`); scripts/error-codes.test.ts tests it on a small tree.
//
// "The code it reaches": from the route's handler, the names it uses, followed through lib/ by name
// (a function's or constant's top-level declaration, then the names that one uses, in its module or
// imported), so importing a constant from a module does not bring that module's throws; a name it
// cannot tell apart (a default or namespace import) brings its whole module. A throw is
// `badRequest|notFound|forbidden|conflict|unprocessable|unauthorized|tooManyRequests|badGateway|serviceUnavailable(message, "code")`
// or `new ApiError(status, messages, "code")`. An over-approximation still (a branch never taken
// counts), which is what a client needs: the codes it may have to handle. So that a declared code is
// proved, not assumed, a throw that only some callers can reach (one guarded by an argument) is written
// in a function of its own that only those callers call (lib/tours/refund-rules.ts assertDaysFree):
// then a contract declaring a code its route cannot reach is named here, as one missing a code is. The wrapper's own codes
// (lib/http) follow from the contract's shape (lib/http/openapi.ts `wrapperCodes`) or are answered for
// any call (`ANY_OPERATION_CODES`), and it may throw no other. Every code must be answered with a status
// the catalogue (lib/http/error-catalogue.json) gives it.
//
// Plain text reading, no TypeScript: the whole tree is checked in well under a second.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
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
  serviceUnavailable: "server_busy",
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
  serviceUnavailable: 503,
};
const THROW =
  /\b(badRequest|unauthorized|forbidden|notFound|conflict|unprocessable|tooManyRequests|badGateway|serviceUnavailable)\(((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?),\s*"([a-z0-9_]+)"\s*\)/g;
const NEW_ERROR = /new ApiError\(\s*(\d{3})\s*,(?:[^()]|\([^()]*\))*?,\s*"([a-z0-9_]+)"\s*\)/g;
const IMPORT = /(?:^|\n)\s*import\s+(?!type\s)(?:([^;"']*?)\s+from\s+)?["']([^"']+)["']/g;
const METHOD_EXPORT = /export\s+const\s+(GET|POST|PUT|PATCH|DELETE)\s*=\s*[A-Za-z_$][\w$]*\(/g;
/** The wrapper, whose codes are checked on their own (below), and Prisma's generated client. */
const SKIP = /^lib\/(http|db\/generated)\b/;
/** What wrapperCodes (lib/http/openapi.ts) may give a contract, whatever its shape. */
const WRAPPER_CODES = [
  "account_unconfirmed",
  "cross_site",
  "forbidden",
  "invalid_input",
  "invalid_json",
  "too_large",
  "unauthorized",
  "unsupported_media_type",
];

/**
 * Calls the code makes through a table installed at start rather than by name: each `from`
 * declaration also reaches the `to` one.
 */
export const INDIRECT = [
  {
    from: "lib/payments/bill-purposes.ts getBillPurpose",
    to: "lib/wiring/bill-purposes.ts billPurposes",
    why: "a bill's purpose handlers (onPaid, onReleased, …) are installed at start by lib/wiring/bill-purposes.ts",
  },
];

const read = (root, file) => readFileSync(path.join(root, file), "utf8");

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

/** `{ local, imported, target }` of each name a module imports from a file of this tree. */
function imports(root, file, text) {
  const out = [];
  for (const m of text.matchAll(IMPORT)) {
    const target = resolve(root, file, m[2]);
    if (!target) continue;
    const names = (m[1] ?? "")
      .replace(/[{}]/g, " ")
      .split(",")
      .map((n) => n.trim())
      .filter(Boolean);
    out.push({
      target,
      names: names.map((n) => {
        const [imported, local = imported] = n
          .replace(/^type\s+/, "")
          .split(/\s+as\s+/)
          .map((s) => s.trim());
        return { imported, local };
      }),
    });
  }
  return out;
}

/** The throws written in a piece of code: [code, status] each (a factory called without a code: its default). */
function throwsIn(text) {
  const own = [];
  const coded = {};
  for (const m of text.matchAll(THROW)) {
    own.push([m[3], STATUS[m[1]]]);
    coded[m[1]] = (coded[m[1]] ?? 0) + 1;
  }
  for (const name of Object.keys(STATUS)) {
    const calls = text.match(new RegExp(`(?<![.\\w])${name}\\(`, "g"))?.length ?? 0;
    if (calls > (coded[name] ?? 0)) own.push([DEFAULT_CODE[name], STATUS[name]]);
  }
  for (const m of text.matchAll(NEW_ERROR)) own.push([m[2], Number(m[1])]);
  return own;
}

/** A top-level statement starts at the first column (the tree is Prettier-formatted). */
const STATEMENT =
  /^(?:export\s+|import\s|const\s|let\s|var\s|function|async\s|class\s|type\s|interface\s|enum\s|declare\s)/gm;
const DECLARED_NAME =
  /^(?:export\s+)?(?:default\s+)?(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/;
const IDENTIFIER = /[A-Za-z_$][\w$]*/g;

/**
 * A module read once: its top-level declarations (name → the text up to the next top-level
 * statement), what it imports (local name → { target, imported }, "*" for a namespace or default
 * import) and re-exports (`export … from`).
 */
function parsed(root, file, cache) {
  let entry = cache.get(file);
  if (entry) return entry;
  const text = read(root, file);
  const starts = [...text.matchAll(STATEMENT)].map((m) => m.index);
  const declarations = new Map();
  starts.forEach((at, i) => {
    const span = text.slice(at, starts[i + 1] ?? text.length);
    const name = DECLARED_NAME.exec(span)?.[1];
    if (name) declarations.set(name, span);
  });
  const imported = new Map();
  for (const imp of imports(root, file, text))
    for (const { imported: name, local } of imp.names) imported.set(local, { target: imp.target, imported: name });
  const reexports = [];
  for (const m of text.matchAll(/^export\s+(\*|\{[^}]*\})\s+from\s+["']([^"']+)["']/gm)) {
    const target = resolve(root, file, m[2]);
    if (!target) continue;
    if (m[1] === "*") reexports.push({ target, local: "*", imported: "*" });
    else
      for (const n of m[1]
        .slice(1, -1)
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const [name, local = name] = n.split(/\s+as\s+/).map((s) => s.trim());
        reexports.push({ target, local, imported: name });
      }
  }
  entry = { text, declarations, imported, reexports };
  cache.set(file, entry);
  return entry;
}

/** The names of this module and of the modules it imports that a piece of its code refers to. */
function referencesIn(entry, text, self) {
  const out = [];
  for (const [id] of text.matchAll(IDENTIFIER)) {
    if (id === self) continue;
    if (entry.declarations.has(id)) out.push({ local: id });
    const imp = entry.imported.get(id);
    if (imp) out.push({ target: imp.target, name: imp.imported === "default" ? "*" : imp.imported });
  }
  return out;
}

const skipped = (file) => SKIP.test(file) || !file.startsWith("lib/") || /\.(int\.)?test\.tsx?$/.test(file);

/**
 * code → [{ status, file }] of every throw in the code `text` of `file` refers to, followed by name
 * through the declarations it uses and the ones they use, in lib/ (a constant imported from a module
 * does not bring that module's throws; a name that cannot be told apart brings its whole module).
 */
function thrownFrom(root, file, text, cache) {
  const codes = {};
  const seen = new Set();
  const queue = [];
  const visit = (target, name) => {
    const key = `${target} ${name}`;
    if ((target === file || !skipped(target)) && !seen.has(key)) {
      seen.add(key);
      queue.push([target, name]);
    }
  };
  const from = (entry, at, code, self) => {
    for (const ref of referencesIn(entry, code, self)) visit(ref.target ?? at, ref.target ? ref.name : ref.local);
  };
  from(parsed(root, file, cache), file, text, null);
  while (queue.length) {
    const [at, name] = queue.shift();
    for (const link of INDIRECT) if (link.from === `${at} ${name}`) visit(...link.to.split(" "));
    const entry = parsed(root, at, cache);
    const passedOn = entry.reexports.filter((r) => name === "*" || r.local === name || r.local === "*");
    for (const r of passedOn) visit(r.target, name === "*" ? "*" : r.local === "*" ? name : r.imported);
    let spans;
    if (name === "*") spans = [...entry.declarations];
    else if (entry.declarations.has(name)) spans = [[name, entry.declarations.get(name)]];
    // A name neither declared nor re-exported here (a default export, an odd form): the whole module.
    else spans = passedOn.length ? [] : [...entry.declarations];
    for (const [self, span] of spans) {
      for (const [code, status] of throwsIn(span)) (codes[code] ??= []).push({ status, file: at });
      from(entry, at, span, self);
    }
  }
  return codes;
}

/** The index just past the string, template or comment starting at `i`, or `i` when none starts there. */
function skipLiteral(text, i) {
  const ch = text[i];
  if (ch === '"' || ch === "'" || ch === "`") {
    for (i++; i < text.length && text[i] !== ch; i++) if (text[i] === "\\") i++;
    return i + 1;
  }
  if (ch === "/" && text[i + 1] === "/") {
    const end = text.indexOf("\n", i);
    return end < 0 ? text.length : end;
  }
  if (ch === "/" && text[i + 1] === "*") {
    const end = text.indexOf("*/", i + 2);
    return end < 0 ? text.length : end + 2;
  }
  return i;
}

/** The index just past the bracket closing the one at `open`. */
function closing(text, open) {
  let depth = 0;
  for (let i = open; i < text.length;) {
    const next = skipLiteral(text, i);
    if (next !== i) {
      i = next;
      continue;
    }
    const ch = text[i++];
    if ("([{".includes(ch)) depth++;
    else if (")]}".includes(ch) && --depth === 0) return i;
  }
  return text.length;
}

/** The index of the next `stop` character at the bracket depth of `i`. */
function scanTo(text, i, stop) {
  while (i < text.length && !stop.includes(text[i])) {
    const next = skipLiteral(text, i);
    i = next !== i ? next : "([{".includes(text[i]) ? closing(text, i) : i + 1;
  }
  return i;
}

/** The text of the top-level declaration of `name` in `text` (a const up to its `;`, a function to its body's end). */
function declaration(text, name) {
  const m = new RegExp(
    `(?:^|\\n)(?:export\\s+)?(?:async\\s+)?(const|function)\\s+${name.replace(/\$/g, "\\$")}\\b`,
  ).exec(text);
  if (!m) return null;
  let i = m.index + m[0].length;
  if (m[1] === "function") {
    i = closing(text, text.indexOf("(", i)); // the parameters
    return text.slice(m.index, closing(text, text.indexOf("{", i)));
  }
  return text.slice(m.index, scanTo(text, i, ";"));
}

const ERRORS = /\berrors:\s*\[([^\]]*)\]/g;
const codesOf = (list) => [...list.matchAll(/"([a-z0-9_]+)"/g)].map((m) => m[1]);

/**
 * The codes a contract expression declares, followed to where the contract is written: an inline
 * object, a contract constant (`fooContract`), a member of one (`checklistContracts.add`), a factory's
 * result (`uploadIdentityPhotoContract("national-photo")`, `redirect(…)`), here or in an imported module.
 * `{ codes, where }`, or `{ problem }`.
 */
function declared(root, file, expression, seen = new Set()) {
  const text = read(root, file);
  const expr = expression.trim();
  if (expr.startsWith("{")) {
    const lists = [...expr.matchAll(ERRORS)];
    return lists.length === 1
      ? { codes: codesOf(lists[0][1]), where: `${file} (inline)` }
      : { problem: `the contract written in ${file} has ${lists.length ? "several" : "no"} \`errors\`` };
  }
  const m = /^([A-Za-z_$][\w$]*)(?:\.([A-Za-z_$][\w$]*))?\s*(\([\s\S]*\))?$/.exec(expr);
  if (!m) return { problem: `cannot follow the contract \`${expr}\` of ${file}` };
  const [, name, key] = m;
  if (seen.has(`${file} ${name}`)) return { problem: `\`${name}\` of ${file} refers to itself` };
  seen.add(`${file} ${name}`);
  const own = declaration(text, name);
  if (!own) {
    for (const imp of imports(root, file, text)) {
      const found = imp.names.find((n) => n.local === name);
      if (found) return declared(root, imp.target, `${found.imported}${key ? `.${key}` : ""}`, seen);
    }
    return { problem: `cannot find where \`${name}\` of ${file} is written` };
  }
  const where = `${file} ${name}${key ? `.${key}` : ""}`;
  let scope = own;
  if (key) {
    const member = new RegExp(`\\b${key}:\\s*\\{`).exec(own);
    if (member) scope = own.slice(member.index, closing(own, member.index + member[0].length - 1));
  }
  const lists = [...scope.matchAll(ERRORS)];
  if (lists.length === 1) return { codes: codesOf(lists[0][1]), where };
  if (lists.length > 1) return { problem: `${where} has several \`errors\`` };
  // `const x = factory(…)`: the factory writes the contract.
  const call = /=\s*(?:\(\s*)?([A-Za-z_$][\w$]*)\(/.exec(own);
  if (call) return declared(root, file, `${call[1]}${key ? `.${key}` : ""}`, seen);
  return { problem: `${where} declares no \`errors\`` };
}

/** The first argument of the call whose `(` is at `open`. */
const firstArgument = (text, open) => text.slice(open + 1, scanTo(text, open + 1, ",)"));

function routeFolders(root) {
  const out = [];
  const walk = (dir, segments) => {
    for (const name of readdirSync(path.join(root, dir)).sort()) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel, [...segments, name]);
      else if (name === "route.ts") out.push(segments.join("/"));
    }
  };
  if (existsSync(path.join(root, "app/api"))) walk("app/api", []);
  return out;
}

/** The codes of an `as const` list `name` in a module (ANY_OPERATION_CODES of lib/http/openapi.ts). */
function constantList(root, file, name) {
  const own = existsSync(path.join(root, file)) ? declaration(read(root, file), name) : null;
  return own ? codesOf(own) : [];
}

/** Every way the declarations and the code part: one line each, naming the route, the code and the file. */
export function errorCodeProblems(root) {
  const catalogue = JSON.parse(read(root, "lib/http/error-catalogue.json"));
  const anyOperation = new Set(constantList(root, "lib/http/openapi.ts", "ANY_OPERATION_CODES"));
  const problems = [];
  const statusOf = (code, status, where, file) => {
    if (!catalogue[code])
      problems.push(`${where}: "${code}" (thrown in ${file}) is not in lib/http/error-catalogue.json`);
    else if (!catalogue[code].includes(status))
      problems.push(
        `${where}: "${code}" is answered ${status} in ${file}; lib/http/error-catalogue.json gives it ${catalogue[code].join(", ")}`,
      );
  };

  // The wrapper's own codes.
  for (const name of readdirSync(path.join(root, "lib/http")).sort()) {
    if (!/\.ts$/.test(name) || /\.test\.ts$/.test(name) || name === "errors.ts") continue;
    const file = `lib/http/${name}`;
    const text = read(root, file);
    const found = [
      ...[...text.matchAll(THROW)].map((m) => [m[3], STATUS[m[1]]]),
      ...[...text.matchAll(NEW_ERROR)].map((m) => [m[2], Number(m[1])]),
      ...[...text.matchAll(/errorBody\([^;]*?\[\s*"([a-z0-9_]+)"\s*\]\s*\)\s*,\s*\{\s*status:\s*(\d{3})/g)].map((m) => [
        m[1],
        Number(m[2]),
      ]),
    ];
    for (const [code, status] of found) {
      statusOf(code, status, "the route wrapper", file);
      if (!anyOperation.has(code) && !WRAPPER_CODES.includes(code))
        problems.push(
          `the route wrapper: "${code}" (thrown in ${file}) is neither in ANY_OPERATION_CODES (lib/http/openapi.ts) nor one of wrapperCodes`,
        );
    }
  }

  const cache = new Map();
  for (const folder of routeFolders(root)) {
    const file = `app/api/${folder}/route.ts`;
    const text = read(root, file);
    const exports = [...text.matchAll(METHOD_EXPORT)];
    exports.forEach((m, i) => {
      const operation = `/api/${folder} ${m[1]}`;
      const body = text.slice(m.index, exports[i + 1]?.index ?? text.length);
      const contract = declared(root, file, firstArgument(text, m.index + m[0].length - 1));
      if (contract.problem) {
        problems.push(`${operation} (${file}): ${contract.problem}`);
        return;
      }
      const thrown = thrownFrom(root, file, body, cache);
      const declaredCodes = new Set(contract.codes);
      for (const [code, reached] of Object.entries(thrown).sort(([a], [b]) => a.localeCompare(b))) {
        for (const site of reached) statusOf(code, site.status, operation, site.file);
        // The wrapper's codes for the contract's shape are not known here: a domain throw of one is declared.
        if (anyOperation.has(code) || declaredCodes.has(code)) continue;
        const files = [...new Set(reached.map((s) => s.file))].join(", ");
        problems.push(
          `${operation} (${file}): may answer "${code}" (thrown in ${files}), which its contract (${contract.where}) does not declare in \`errors\``,
        );
      }
      for (const code of contract.codes) {
        if (!catalogue[code]) problems.push(`${operation}: declares "${code}", which is not in the catalogue`);
        else if (!thrown[code])
          problems.push(
            `${operation} (${file}): its contract (${contract.where}) declares "${code}", which nothing the route reaches throws: remove it from \`errors\``,
          );
      }
    });
  }
  return [...new Set(problems)];
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, ".."));
  const problems = errorCodeProblems(root);
  if (problems.length) {
    console.error(`error codes (scripts/error-codes.mjs):\n  ${problems.join("\n  ")}`);
    process.exit(1);
  }
  console.log("error codes: every route's contract declares what its code throws");
}
