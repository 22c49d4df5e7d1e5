// ESLint flat config: `npm run lint` (scripts/lint.mjs runs this, then scripts/check-dependencies.mjs: dependency-cruiser).
// Syntax-only rules (no type information), so a run over the whole tree stays well under a minute on
// two cores; `tsc --noEmit` does the type checking. The layer rules are written out in
// docs/architecture.md ("Layers"); the `boundaries/dependencies` policies below are those rules.
import "./scripts/eslint-typescript.cjs"; // first: typescript-eslint parses with TypeScript 5 (see that file)
import { createRequire } from "node:module";
import nextPlugin from "@next/eslint-plugin-next";
import boundaries from "eslint-plugin-boundaries";
import reactHooks from "eslint-plugin-react-hooks";

const require = createRequire(import.meta.url);
const tseslint = require("typescript-eslint");

/** lib/ folders that are layers or shared helpers rather than domains (.dependency-cruiser.cjs has the same list). */
const sharedLib = ["validation", "config", "shared"];

/** Tests, their helpers, scripts and config: the outer edge, exempt from the layer rules. */
const testAndToolFiles = [
  "scripts/**",
  "bench/**",
  "tests/**",
  "prisma/**",
  "**/*.test.ts",
  "**/*.int.test.ts",
  "lib/*/testing/**",
  "*.config.{ts,mjs}",
  "lib/config/env.ts",
  // The process's entry sets NODE_ENV and the client-address mark before Next loads.
  "server/main.ts",
];

/**
 * The modules of a domain (and of lib/http) that run in the browser as well: schemas, messages,
 * options, labels and pure rules. Components import these, and any module only as a type. They
 * themselves import only their like, shared helpers and the client layer (docs/architecture.md, "Layers").
 */
const browserSafe = [
  // lib/discounts/schemas.ts reads codes.ts, which draws codes with node:crypto: server only.
  "lib/!(discounts)/schemas.ts",
  "lib/*/messages.ts",
  "lib/*/options.ts",
  "lib/*/labels.ts",
  "lib/*/constants.ts",
  "lib/*/statuses.ts",
  "lib/*/*-schema.ts",
  "lib/*/features.ts",
  "lib/*/plans.ts",
  "lib/*/photo-slots.ts",
  "lib/auth/landing.ts",
  "lib/reservations/pricing.ts",
  "lib/tickets/ticket-amounts.ts",
  "lib/tours/place-text.ts",
  "lib/tours/seat-maps.ts",
  "lib/tours/session-groups.ts",
  "lib/tours/commission.ts",
  "lib/tours/publish-warnings.ts",
  "lib/http/paging.ts",
  "lib/http/query-fields.ts",
  "lib/http/safe-redirect.ts",
  "lib/http/wire.ts",
  "lib/cache/page-cache-tags.ts",
  // What a share card shows and its address (the pages' heads build og:image from them); the drawing is server-only.
  "lib/share-cards/{share-card,share-card-url,tour-share-card,leader-share-card,product-share-card}.ts",
];

const ZOD_IMPORT = {
  regex: "^zod(/|$)",
  message:
    "Import z from @/lib/validation/z: its z.string() refuses NUL and other control characters (docs/http.md, input rules).",
};

const API_PATH_MESSAGE =
  'An API path is spelt only in its contract: call it with api.call(endpoint, { params, query, body }) or urlOf(endpoint, …) from lib/client (endpoints: @/lib/client/endpoints/<domain>); see docs/api-contract.md, "Typed client"';

/** Server actions ("use server"): the browser holds only a reference to each; they run on the server. */
const serverActions = ["lib/*/*-actions.ts"];

/** A layer policy: files of layer `from` may import files of the layers `to` (optionally only such imports). */
const may = (from, to, dependency) => ({
  from: { element: { type: from } },
  allow: { to: { element: { type: to } }, ...(dependency ? { dependency } : {}) },
});

export default tseslint.config(
  {
    ignores: [
      "node_modules/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "lib/db/generated/**",
      "public/islands/**", // built by scripts/build-islands.ts
      "lib/cache/generated/**", // compiled by scripts/build-cache-handler.mjs
      "build/**", // the artefact (scripts/build-artefact.ts)
      "build-*/**",
      "next-env.d.ts",
      "playwright-report/**",
      "test-results/**",
      "**/*.tsbuildinfo",
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js,cjs}"],
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message:
            "Read settings from `env` in lib/config/env.ts (validated once at start); add a new variable to its schema.",
        },
      ],
    },
  },
  {
    files: ["**/*.{cjs,js}"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  // React: hooks rules everywhere React code lives.
  {
    files: ["app/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
    },
  },
  // Next.js's own rules (what `next lint` used to run).
  {
    files: ["app/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}", "components/**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin },
    rules: { ...nextPlugin.configs.recommended.rules, ...nextPlugin.configs["core-web-vitals"].rules },
  },
  // One control-character rule for every string (docs/http.md, input rules): schemas are built
  // with the configured z (@/lib/validation/z), never zod's own. Only the wrapper, the OpenAPI
  // builder, the settings and the configured namespace itself import "zod".
  {
    files: ["app/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: ["lib/validation/**", "lib/http/**", "lib/config/**", "lib/db/generated/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [ZOD_IMPORT] }],
    },
  },
  // What runs in the browser builds no spreadsheet: every .xlsx export is streamed by the server (lib/xlsx).
  {
    files: ["pages/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/client/**/*.{ts,tsx}", "lib/format/**/*.{ts,tsx}"],
    ignores: testAndToolFiles,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ZOD_IMPORT,
            {
              regex: "^exceljs(/|$)",
              message:
                'Build .xlsx exports on the server (lib/xlsx, a route with produces: "file") and link to them with urlOf(): exceljs does not ship to the browser.',
            },
          ],
        },
      ],
    },
  },
  // The browser calls the API only through the typed client (docs/api-contract.md, "Typed client"):
  // `api.call(endpoint, …)` or `urlOf(endpoint, …)` with an endpoint generated from the contract, so a
  // path "/api/…" is spelt once, in its contract. Allowed besides: the client itself (lib/client: the
  // generated endpoints, next-auth's session read), the generated route index and the routes whose
  // contract sits in the route file (next-auth, the API docs), and the HTTP layer's two files that
  // speak of /api as such (case-insensitive routing, the docs page's link to openapi.json), and robots.txt's
  // closing of /api/.
  {
    files: ["app/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "*.ts"],
    ignores: [
      ...testAndToolFiles,
      "lib/*/contracts.ts",
      "lib/client/**",
      "app/api/route-index.ts",
      "app/api/auth/**/route.ts",
      "app/api/docs/route.ts",
      "app/api/openapi.json/route.ts",
      "lib/http/canonical-path.ts",
      "lib/http/api-reference.ts",
      "lib/websites/robots-txt.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "Literal[value=/^\\/api(\\/|$)/i]", message: API_PATH_MESSAGE },
        {
          selector: "TemplateLiteral > TemplateElement:first-child[value.raw=/^\\/api(\\/|$)/i]",
          message: API_PATH_MESSAGE,
        },
        // The dynamic form of the browser block's exceljs rule below (its static imports are refused there).
        {
          selector: "ImportExpression[source.value=/^exceljs(\\/|$)/]",
          message: "exceljs is for tests only: build .xlsx exports on the server (lib/xlsx).",
        },
      ],
    },
  },
  // Scripts, tests and config files are the outer edge: they may read process.env and import anything.
  {
    files: testAndToolFiles,
    rules: { "no-restricted-properties": "off", "@typescript-eslint/no-explicit-any": "off" },
  },
  // Layers: which folder may import which (docs/architecture.md, "Layers").
  {
    files: ["app/**/*.{ts,tsx}", "pages/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}"],
    ignores: testAndToolFiles,
    plugins: { boundaries },
    settings: {
      "import/resolver": { typescript: { alwaysTryTypes: true, project: "./tsconfig.json" } },
      "boundaries/include": [
        "app/**",
        "pages/**",
        "components/**",
        "lib/**",
        "tests/**",
        "prisma/**",
        "scripts/**",
        "bench/**",
      ],
      "boundaries/elements": [
        { type: "app", pattern: "app/**", partialMatch: false },
        { type: "pages", pattern: "pages/**", partialMatch: false },
        { type: "components", pattern: "components/**", partialMatch: false },
        { type: "lib-client", pattern: ["lib/client/**", "lib/format/**"], partialMatch: false },
        { type: "browser-safe", pattern: browserSafe, mode: "full" },
        { type: "server-action", pattern: serverActions, mode: "full" },
        { type: "lib-db", pattern: "lib/db/**", partialMatch: false },
        { type: "lib-http", pattern: "lib/http/**", partialMatch: false },
        { type: "lib-wiring", pattern: ["lib/wiring/**", "lib/jobs/**"], partialMatch: false },
        { type: "lib-shared", pattern: sharedLib.map((name) => `lib/${name}/**`), partialMatch: false },
        { type: "lib-testing", pattern: "lib/*/testing/**", partialMatch: false },
        { type: "domain", pattern: "lib/*", capture: ["domain"] },
        { type: "tests", pattern: ["tests/**", "prisma/**", "scripts/**", "bench/**"], partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message:
            '{{from.type}} may not import {{to.type}} ({{dependency.source}}): see docs/architecture.md, "Layers"',
          policies: [
            may("app", [
              "app",
              "components",
              "lib-client",
              "lib-db",
              "lib-http",
              "lib-wiring",
              "lib-shared",
              "domain",
              "browser-safe",
              "server-action",
            ]),
            // The Pages Router's pages (the public pages of the Pages kind, docs/public-pages.md): they take what
            // components take, and their data from their loader in lib/public-pages, imported directly (its chain
            // holds no server-only module and no next/cache writer, which Next refuses there).
            may("pages", ["components", "lib-client", "lib-shared", "browser-safe"]),
            may("pages", ["domain", "lib-http", "lib-db"], { kind: "type" }),
            may("pages", ["domain"], { source: "@/lib/public-pages/*" }),
            may("pages", ["app"], { source: "../app/globals.css" }),
            // The UI runs in the browser: the client layer, shared rules and the browser-safe modules
            // (browserSafe above); any other module of lib only as a type. Data loaders and server
            // actions live in lib/<domain> (server-only) or next to the route in app/.
            may("components", ["components", "lib-client", "lib-shared", "browser-safe", "server-action"]),
            may("components", ["domain", "lib-http", "lib-db"], { kind: "type" }),
            may("components", ["lib-db"], { source: "@/lib/db/generated/enums" }),
            may("lib-client", ["lib-client", "lib-shared", "browser-safe"]),
            may("lib-client", ["domain", "lib-http", "lib-db"], { kind: "type" }),
            may("lib-client", ["lib-db"], { source: "@/lib/db/generated/enums" }),
            may("browser-safe", ["browser-safe", "lib-client", "lib-shared"]),
            may("browser-safe", ["domain", "lib-http", "lib-db"], { kind: "type" }),
            may("browser-safe", ["lib-db"], { source: "@/lib/db/generated/enums" }),
            may("server-action", ["domain", "lib-http", "lib-db", "lib-shared", "lib-client", "browser-safe"]),
            may("lib-shared", ["lib-shared", "lib-db", "lib-client"]),
            may("lib-db", ["lib-db", "lib-shared"]),
            // lib/http/route.ts is every call's entry: it resolves the caller (lib/auth) and installs the
            // bill purposes (lib/wiring); the rest of lib/http (errors, contracts) is below the domains.
            may("lib-http", ["lib-http", "lib-db", "lib-shared", "lib-client", "domain", "lib-wiring", "browser-safe"]),
            may("lib-wiring", ["lib-wiring", "lib-http", "lib-db", "lib-shared", "domain", "browser-safe"]),
            // Another domain: only its public (top-level) files, never in a cycle (.dependency-cruiser.cjs).
            may("domain", ["domain", "lib-http", "lib-db", "lib-shared", "lib-client", "browser-safe"]),
            // A domain's testing/ folder holds fixtures for tests; production code never imports it.
            may("lib-testing", [
              "lib-testing",
              "domain",
              "lib-http",
              "lib-db",
              "lib-shared",
              "lib-wiring",
              "browser-safe",
            ]),
          ],
        },
      ],
    },
  },
);
