// Starts what tests/instances/*.spec.ts run against: Redis, an S3-compatible server, and two
// production servers (scripts/start.ts, like `npm start`): A with the embedded PostgreSQL (fresh,
// seeded), B on A's DATABASE_URL; both with the same AUTH_SECRET, REDIS_URL and STORAGE_DRIVER=s3.
// INSTANCES_WITHOUT_REDIS=1 leaves REDIS_URL out (each server keeps its own cache), which the test
// must fail on. Returns the teardown that stops everything.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startRedis } from "../helpers/redis-server";
import { startS3 } from "../helpers/s3-server";
import { startScriptArgs } from "../helpers/start-script";
import { STATE_FILE, type InstancesState } from "./instances";

const PORT_A = Number(process.env.INSTANCES_PORT_A ?? 3210);
const PORT_B = Number(process.env.INSTANCES_PORT_B ?? 3211);

async function waitUntilServing(port: number, child: ChildProcess, ms = 900_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server on ${port} did not answer within ${ms / 1000} s`);
}

function startServer(name: string, port: number, env: Record<string, string>): ChildProcess {
  const dataDir = `.data/instances-${name}`;
  // Its own process group, so the teardown stops the server and what it started (next, PostgreSQL).
  return spawn(process.execPath, startScriptArgs(dataDir, port), {
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit"],
    detached: true,
  });
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
  const redis = await startRedis();
  const s3 = await startS3();
  const withRedis = process.env.INSTANCES_WITHOUT_REDIS !== "1";
  const shared: Record<string, string> = {
    AUTH_SECRET: randomBytes(32).toString("hex"),
    ...s3.env,
    ...(withRedis ? { REDIS_URL: redis.url, REDIS_KEY_PREFIX: `instances-${Date.now()}:` } : {}),
    OTP_IP_HOURLY_LIMIT: "100000",
    // The tests' concurrent buyers all come from the loopback address.
    ADDRESS_CONCURRENCY: "0",
    SMS_SILENT: "1",
    PUBLIC_URL: `http://localhost:${PORT_A}`,
  };
  const servers: ChildProcess[] = [];
  const stopAll = async () => {
    await Promise.all(servers.map(stopGroup));
    await Promise.all([redis.stop(), s3.stop()]);
  };
  try {
    const a = startServer("a", PORT_A, shared);
    servers.push(a);
    await waitUntilServing(PORT_A, a);
    const databaseUrl = readFileSync(".data/instances-a/database-url", "utf8").trim();
    const b = startServer("b", PORT_B, {
      ...shared,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: `http://localhost:${PORT_B}`,
    });
    servers.push(b);
    await waitUntilServing(PORT_B, b);
    const state: InstancesState = { a: PORT_A, b: PORT_B, databaseUrl, redis: withRedis };
    mkdirSync(path.dirname(STATE_FILE), { recursive: true });
    writeFileSync(STATE_FILE, JSON.stringify(state));
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
