// dependency-cruiser's rules for `npm run lint` (scripts/check-dependencies.mjs runs it). Import
// rules per file (which layer may import which) are ESLint's (eslint-plugin-boundaries); these are
// the graph's: no import cycle between modules, and no cycle between the domains of lib/
// (docs/architecture.md, "Layers"). Type-only imports are left out (tsPreCompilationDeps: false):
// they vanish at build time and cannot make a run-time cycle.

/** Folders of lib/ that are layers or shared helpers, not domains (kept in step with eslint.config.mjs). */
const NON_DOMAINS = ["http", "db", "validation", "format", "config", "client", "jobs", "wiring", "shared"];
const DOMAIN_FOLDER = `^lib/(?!(?:${NON_DOMAINS.join("|")})(?:/|$))[^/]+`;

const options = {
  // The sources; tests, test fixtures and generated code are the outer edge.
  includeOnly: { path: "^(app|components|lib|pages)/|^(proxy|instrumentation)\\.ts$" },
  doNotFollow: { path: "node_modules" },
  exclude: { path: "node_modules|\\.(int\\.)?test\\.tsx?$|\\.spec\\.tsx?$|/testing/|^lib/db/generated/" },
  tsPreCompilationDeps: false,
  tsConfig: { fileName: "tsconfig.json" },
  enhancedResolveOptions: {
    exportsFields: ["exports"],
    conditionNames: ["import", "require", "node", "default", "types"],
  },
};

/**
 * Two cruises (dependency-cruiser's folder rules cannot say "only through domains"): the whole tree
 * for module cycles, and lib/'s domains alone — the layers left out, as they may be imported by and
 * import domains (lib/http's route wrapper resolves the caller) — for cycles between domains.
 * A domain's subfolder (lib/payments/gateways) is part of its domain.
 * @type {{ name: string; options: import("dependency-cruiser").ICruiseOptions; forbidden: import("dependency-cruiser").IForbiddenRuleType[] }[]}
 */
module.exports = [
  {
    name: "modules",
    options,
    forbidden: [
      {
        name: "no-module-cycle",
        comment:
          "Modules import each other one way; a cycle makes the load order (and what is undefined at import time) depend on who loads first.",
        severity: "error",
        from: {},
        to: { circular: true },
      },
    ],
  },
  {
    name: "domains",
    options: {
      ...options,
      includeOnly: { path: `${DOMAIN_FOLDER}/` },
    },
    forbidden: [
      {
        name: "no-domain-cycle",
        comment:
          "A domain may use another one's functions only one way. Break the cycle: move the shared piece into the lower " +
          "domain, pass a function in from the caller (the route or a job), or react through a pg-boss job.",
        severity: "error",
        scope: "folder",
        from: {},
        to: { circular: true },
      },
    ],
  },
];
