// Starts what tests/instances/*.spec.ts run against, as README's "Deploy" describes: the artefact of this
// build (build/, scripts/build-artefact.ts) copied to a folder of its own with production dependencies
// only, made read-only, its migrate step run from two "instances" at once on one fresh PostgreSQL, the
// demo data seeded (the tests' accounts), then two servers started from it (`node server.mjs`, A and B)
// on that database, one Redis (REDIS_URL) and one S3-compatible store (s3rver), with one AUTH_SECRET and one
// METRICS_TOKEN; only A runs the job worker (B is a web-only instance, HAMSAFAR_JOBS=off).
// INSTANCES_WITHOUT_REDIS=1 leaves REDIS_URL out (each server keeps its own cache), which the test must
// fail on. Returns the teardown that stops everything.
//
// Production dependencies: `npm ci --omit=dev` of the artefact's own package.json and lock (production packages
// only), installed once per lock into .data/artefact-deps/<hash of the lock> (92 s at load 25, 695 MB) and linked
// into each copy as its node_modules, read-only too: a dependency the server needs that is only a
// development one is missing there, and the server fails to start.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startEmbeddedPostgres } from "../../lib/db/embedded";
import { artefactDir } from "../../scripts/build-artefact";
import { buildIfStale } from "../../scripts/build";
import { startRedis } from "../helpers/redis-server";
import { startS3 } from "../helpers/s3-server";
import { STATE_FILE, type InstancesState } from "./instances";

const PORT_A = Number(process.env.INSTANCES_PORT_A ?? 3210);
const PORT_B = Number(process.env.INSTANCES_PORT_B ?? 3211);
const ROOT = path.resolve(".data/instances");
const log = (message: string) => console.log(`[instances] ${message}`);

async function waitUntilServing(port: number, child: ChildProcess, ms = 300_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${port} was not ready within ${ms / 1000} s`);
}

/** node_modules of the artefact's production dependencies, installed once per lock file. */
function productionDependencies(artefact: string): string {
  const lock = readFileSync(path.join(artefact, "package-lock.json"));
  const pkg = readFileSync(path.join(artefact, "package.json"));
  const hash = createHash("sha256").update(lock).update(pkg).digest("hex").slice(0, 16);
  const dir = path.resolve(".data/artefact-deps", hash);
  if (existsSync(path.join(dir, "node_modules/.package-lock.json"))) return path.join(dir, "node_modules");
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(artefact, "package.json"), path.join(dir, "package.json"));
  cpSync(path.join(artefact, "package-lock.json"), path.join(dir, "package-lock.json"));
  const started = Date.now();
  log("installing the production dependencies (npm ci --omit=dev), once per lock file…");
  const npm = spawnSync("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"], {
    cwd: dir,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (npm.status !== 0) throw new Error("npm ci --omit=dev failed");
  log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
  return path.join(dir, "node_modules");
}

/** The artefact, copied where the test runs it, with its dependencies, and read-only (until the teardown). */
async function deployArtefact(): Promise<{ artefact: string; writable: () => void }> {
  if (!(await buildIfStale(log, { artefact: true }))) throw new Error("the build failed");
  const copy = path.join(ROOT, "artefact");
  if (existsSync(copy)) spawnSync("chmod", ["-R", "u+w", copy]);
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(ROOT, { recursive: true });
  cpSync(artefactDir(), copy, { recursive: true, verbatimSymlinks: true });
  const modules = productionDependencies(copy);
  symlinkSync(modules, path.join(copy, "node_modules"));
  spawnSync("chmod", ["-R", "a-w", copy, modules]);
  // Writable again afterwards, so that a user who is not root can delete .data.
  return { artefact: copy, writable: () => void spawnSync("chmod", ["-R", "u+w", copy, modules]) };
}

/** `node migrate.mjs` in the artefact; resolves with its exit code. */
function runMigrate(artefact: string, databaseUrl: string): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["migrate.mjs"], {
      cwd: artefact,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

function startServer(artefact: string, name: string, port: number, env: Record<string, string>): ChildProcess {
  const dataDir = path.join(ROOT, `data-${name}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    ...env,
    PORT: String(port),
    HAMSAFAR_DATA_DIR: dataDir,
    NEXTAUTH_URL: `http://localhost:${port}`,
    PUBLIC_URL: `http://localhost:${port}`,
    NODE_ENV: "production",
    MALLOC_ARENA_MAX: "2",
  };
  delete serverEnv.NEXT_DIST_DIR; // the artefact's build is its .next
  // Its own process group, so the teardown stops the server and what it started.
  // The memory flags README's "Deploy" gives (those of `npm start`): GET /api/metrics' heap limit shows them.
  // --trace-deprecation: a warning such as pg's "client.query() when the client is already executing" names its caller.
  return spawn(
    process.execPath,
    ["--max-old-space-size=320", "--max-semi-space-size=2", "--trace-deprecation", "server.mjs"],
    {
      cwd: artefact,
      env: serverEnv,
      stdio: ["ignore", "inherit", "inherit"],
      detached: true,
    },
  );
}

function stopGroup(child: ChildProcess) {
  if (child.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  return new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", () => resolve())));
}

export default async function startInstances() {
  const { artefact, writable } = await deployArtefact();
  const redis = await startRedis();
  const s3 = await startS3();
  rmSync(path.join(ROOT, "pg"), { recursive: true, force: true });
  const db = await startEmbeddedPostgres({ dir: path.join(ROOT, "pg"), quiet: true, durable: false });
  await db.createDatabase("hamsafar");
  const databaseUrl = db.url("hamsafar");
  const withRedis = process.env.INSTANCES_WITHOUT_REDIS !== "1";
  const metricsToken = randomBytes(16).toString("hex");
  const shared: Record<string, string> = {
    AUTH_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: databaseUrl,
    ...s3.env,
    ...(withRedis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `instances-${Date.now()}:` } : {}),
    METRICS_TOKEN: metricsToken,
    OTP_IP_HOURLY_LIMIT: "100000",
    // The tests' concurrent buyers all come from the loopback address.
    ADDRESS_CONCURRENCY: "0",
    SMS_SILENT: "1",
    C2C_CARD_NUMBER: "6037997000000000",
    C2C_CARD_HOLDER: "همسفر (حساب آزمایشی)",
  };
  const servers: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stopGroup));
    await Promise.all([redis.stop(), s3.stop(), db.stop()]);
    writable();
  };
  try {
    // The migrate step, from two instances at once (lib/db/migrate.ts locks): both succeed.
    const codes = await Promise.all([runMigrate(artefact, databaseUrl), runMigrate(artefact, databaseUrl)]);
    if (codes.some((code) => code !== 0)) throw new Error(`node migrate.mjs exited with ${codes.join(", ")}`);
    // The tests' accounts and tours: the demo data (a fixture of the test, not a step of a deployment).
    const seed = spawnSync(
      process.execPath,
      ["node_modules/tsx/dist/cli.mjs", "--conditions=react-server", "prisma/seed.ts"],
      { stdio: "inherit", env: { ...process.env, ...shared } },
    );
    if (seed.status !== 0) throw new Error("seeding the demo data failed");
    const startedAt = Date.now();
    const a = startServer(artefact, "a", PORT_A, shared);
    servers.push(a);
    // B serves only (no job worker), as a web-only instance would: what it queues, A's worker runs.
    const b = startServer(artefact, "b", PORT_B, { ...shared, HAMSAFAR_JOBS: "off" });
    servers.push(b);
    await Promise.all([waitUntilServing(PORT_A, a), waitUntilServing(PORT_B, b)]);
    log(`both instances ready in ${Math.round((Date.now() - startedAt) / 1000)} s`);
    const state: InstancesState = {
      a: PORT_A,
      b: PORT_B,
      databaseUrl,
      redis: withRedis,
      artefact,
      deployedAt: startedAt,
      metricsToken,
    };
    mkdirSync(path.dirname(STATE_FILE), { recursive: true });
    writeFileSync(STATE_FILE, JSON.stringify(state));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
