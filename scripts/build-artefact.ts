// The deployable artefact: `build/`, made by `npm run build` from the production build of this
// checkout (scripts/build.ts). Next's `standalone` output cannot serve through a custom server (its own
// generated server.js is the entry), so this is the equivalent: everything the server reads at run time,
// and nothing it writes.
//   .next/                       the build (without .next/cache, Next's build-time cache)
//   public/                      static files and the tour page's islands script (public/islands/)
//   lib/cache/generated/         the cache handler next.config.mjs names (scripts/build-cache-handler.mjs)
//   next.config.mjs              read by Next when the server starts
//   prisma/migrations/           what `node migrate.mjs` applies and /api/ready compares against
//   server.mjs                   the server (server/main.ts bundled by esbuild; packages stay imports)
//   migrate.mjs                  applies pending migrations (scripts/migrate.ts), then exits
//   package.json, package-lock.json   the production dependencies only, for `npm ci --omit=dev` (productionLock
//                                     below; scripts: start, migrate; no postinstall)
// Run from it: `npm ci --omit=dev`, `node migrate.mjs`, `node server.mjs` (README, "Deploy"). It writes
// nothing into its own folder: data goes to HAMSAFAR_DATA_DIR, S3, Redis and DATABASE_URL.
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const root = path.resolve(import.meta.dirname, "..");

/** The server: Next through its custom-server API behind the front door (server/front-door.ts). */
const SERVER_ENTRY = path.join(root, "server/main.ts");

interface LockEntry {
  dev?: boolean;
  devOptional?: boolean;
  devDependencies?: Record<string, string>;
  [field: string]: unknown;
}
interface Lock {
  packages: Record<string, LockEntry>;
  [field: string]: unknown;
}

/**
 * The lock of what runs: every package npm marks `dev` (reached only from devDependencies) or
 * `devOptional` (a devDependency that a production package names only as an optional peer: typescript and
 * prisma for @prisma/client, @playwright/test for next) is left out, and the root's devDependencies with
 * them. `npm ci --omit=dev` alone installs the devOptional ones, since an optional peer that is in the tree
 * counts as needed; `--omit=optional` would also drop the platform binaries (sharp's libvips, Next's SWC).
 */
export function productionLock(lock: Lock): Lock {
  const packages: Record<string, LockEntry> = {};
  for (const [key, entry] of Object.entries(lock.packages)) {
    if (key === "") {
      const { devDependencies: _dev, ...root } = entry;
      packages[key] = root;
    } else if (!entry.dev && !entry.devOptional) packages[key] = entry;
  }
  return { ...lock, packages };
}

export async function bundle(entry: string, outfile: string) {
  await build({
    entryPoints: [entry],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    packages: "external",
    outfile,
    logLevel: "error",
    // Bundled ESM has no require(); a dependency that is CommonJS still gets one.
    banner: {
      js: 'import { createRequire as __createRequire } from "node:module"; const require = __createRequire(import.meta.url);',
    },
    tsconfig: path.join(root, "tsconfig.json"),
    // `server-only` throws outside Next's react-server condition; in these entries it has nothing to guard.
    plugins: [
      {
        name: "server-only",
        setup(on) {
          on.onResolve({ filter: /^server-only$/ }, () => ({ path: "server-only", namespace: "empty" }));
          on.onLoad({ filter: /.*/, namespace: "empty" }, () => ({ contents: "" }));
        },
      },
    ],
  });
}

/** `build/`, or `build-<name>` beside a build folder `.next-<name>` (NEXT_DIST_DIR: test servers side by side). */
export const artefactDir = () =>
  path.join(root, `build${(process.env.NEXT_DIST_DIR ?? ".next").replace(/^\.next/, "").replace(/[^\w-]/g, "-")}`);

export async function buildArtefact(out = artefactDir()) {
  const distDir = path.join(root, process.env.NEXT_DIST_DIR ?? ".next");
  if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`${distDir} holds no build: run next build first`);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  // Next's build-time cache and the development server's folder are not needed to serve.
  const skip = new Set(["cache", "dev", "trace", "trace-build"].map((name) => path.join(distDir, name)));
  // verbatimSymlinks: .next/node_modules links the server externals relatively (../../node_modules/pg), kept so.
  cpSync(distDir, path.join(out, ".next"), {
    recursive: true,
    verbatimSymlinks: true,
    filter: (source) => !skip.has(source),
  });
  cpSync(path.join(root, "public"), path.join(out, "public"), { recursive: true });
  cpSync(path.join(root, "prisma/migrations"), path.join(out, "prisma/migrations"), { recursive: true });
  cpSync(path.join(root, "lib/cache/generated"), path.join(out, "lib/cache/generated"), { recursive: true });
  cpSync(path.join(root, "next.config.mjs"), path.join(out, "next.config.mjs"));
  // The production dependencies only, in step with the lock (npm ci refuses a package.json that is not), other scripts.
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as Lock;
  writeFileSync(path.join(out, "package-lock.json"), `${JSON.stringify(productionLock(lock), null, 2)}\n`);
  const { devDependencies: _dev, ...pkg } = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  pkg.scripts = { start: "node server.mjs", migrate: "node migrate.mjs" };
  writeFileSync(path.join(out, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
  await bundle(path.join(root, "scripts/migrate.ts"), path.join(out, "migrate.mjs"));
  await bundle(SERVER_ENTRY, path.join(out, "server.mjs"));
  return out;
}

if (process.argv[1]?.endsWith("build-artefact.ts")) {
  const out = await buildArtefact(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
  console.log(`[hamsafar] artefact: ${path.relative(process.cwd(), out) || out}`);
}
