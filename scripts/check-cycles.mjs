// Domain cycles: `lib/<domain>` may use another domain, never in a cycle (docs/architecture.md,
// "Layers"). ESLint (eslint-plugin-boundaries) checks each import against the layer rules one file at a
// time; this checks the whole graph of domains, which a per-file rule cannot see.
// Prints each cycle with one import per edge that makes it; exits 1 when there is any.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

const root = process.cwd();
/** Folders of lib/ that are layers or shared helpers, not domains (kept in step with eslint.config.mjs). */
export const nonDomains = new Set(["http", "db", "validation", "format", "config", "client", "jobs", "wiring", "shared"]);
const importRe = /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?["']@\/lib\/([a-z0-9-]+)\//g;
const dynamicRe = /import\(\s*["']@\/lib\/([a-z0-9-]+)\//g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === "generated" || name === "node_modules") continue;
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.tsx?$/.test(name) && !/\.(int\.)?test\.tsx?$/.test(name) && !path.includes("/testing/")) yield path;
  }
}

/** domain → (other domain → first file and line that imports it) */
const edges = new Map();
for (const domain of readdirSync(join(root, "lib"))) {
  if (nonDomains.has(domain) || !statSync(join(root, "lib", domain)).isDirectory()) continue;
  const out = new Map();
  edges.set(domain, out);
  for (const file of files(join(root, "lib", domain))) {
    const text = readFileSync(file, "utf8");
    for (const re of [importRe, dynamicRe]) {
      for (const m of text.matchAll(re)) {
        const target = m.length === 3 ? m[2] : m[1];
        if (m.length === 3 && m[1]) continue; // `import type`: erased, no runtime edge
        if (target === domain || nonDomains.has(target) || out.has(target)) continue;
        const line = text.slice(0, m.index).split("\n").length + (text[m.index] === "\n" ? 1 : 0);
        out.set(target, `${relative(root, file)}:${line}`);
      }
    }
  }
}

// Tarjan's strongly connected components; each component of more than one domain is a cycle.
let index = 0;
const stack = [];
const meta = new Map();
const components = [];
function visit(v) {
  meta.set(v, { index, low: index, on: true });
  index++;
  stack.push(v);
  for (const w of edges.get(v)?.keys() ?? []) {
    if (!edges.has(w)) continue;
    if (!meta.has(w)) {
      visit(w);
      meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
    } else if (meta.get(w).on) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
  }
  if (meta.get(v).low === meta.get(v).index) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      meta.get(w).on = false;
      component.push(w);
    } while (w !== v);
    if (component.length > 1) components.push(component.sort());
  }
}
for (const v of edges.keys()) if (!meta.has(v)) visit(v);

if (components.length === 0) {
  console.log(`domain graph: ${edges.size} domains, no cycle`);
  process.exit(0);
}
for (const component of components) {
  console.error(`✖ domains in a cycle: ${component.join(", ")}`);
  for (const from of component)
    for (const [to, where] of edges.get(from))
      if (component.includes(to)) console.error(`    ${from} → ${to}  (${where})`);
}
console.error(
  "\nA domain may use another one's functions only one way. Break the cycle: move the shared piece into the\n" +
    "lower domain, pass a function in from the caller (the route or a job), or react through a pg-boss job.\n" +
    "Type-only imports (`import type`) do not count.",
);
process.exit(1);
