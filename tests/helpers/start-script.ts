// The one launcher of the app for tests and benchmarks: the app as `npm start` runs it (scripts/start.ts: the
// production build, rebuilt when its sources changed, on a fresh data folder), started, awaited and stopped.
// tests/e2e/service.spec.ts spawns it with its own supervision; the benches (bench/*.ts) use startApp/waitForApp/stopApp.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

/** Node's arguments for spawn(process.execPath, …): scripts/start.ts on `dataDir` (wiped first) and `port`. */
export function startScriptArgs(dataDir: string, port: number, extra: string[] = []): string[] {
  return [
    "node_modules/tsx/dist/cli.mjs",
    "--conditions=react-server",
    "scripts/start.ts",
    "--data",
    dataDir,
    "--fresh",
    "--port",
    String(port),
    ...extra,
  ];
}

interface StartOptions {
  /** More flags for the Node process that runs Next (e.g. --cpu-prof). */
  nodeFlags?: string[];
  /** Added to this process's environment. */
  env?: Record<string, string>;
  /** Where the server's output goes: echoed with a prefix (default) or dropped. */
  output?: "echo" | "ignore";
}

/** The production build on a fresh data folder, in its own process group (stopApp ends the whole group). */
export function startApp(port: number, dataDir: string, options: StartOptions = {}): ChildProcess {
  const flags = options.nodeFlags?.length ? ["--node-flags", options.nodeFlags.join(" ")] : [];
  const echo = (options.output ?? "echo") === "echo";
  const child = spawn(process.execPath, startScriptArgs(dataDir, port, flags), {
    detached: true,
    stdio: ["ignore", echo ? "pipe" : "ignore", echo ? "pipe" : "ignore"],
    env: { ...process.env, ...options.env },
  });
  child.stdout?.on("data", (d: Buffer) => process.stdout.write(`  [server] ${d}`));
  child.stderr?.on("data", (d: Buffer) => process.stderr.write(`  [server] ${d}`));
  return child;
}

/** Resolves once `base` serves /api/openapi.json (the build, migrations and seed done); throws when the app exits first. */
export async function waitForApp(child: ChildProcess, base: string, timeoutMs = 30 * 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/openapi.json`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error(`the server did not start within ${Math.round(timeoutMs / 60_000)} minutes`);
}

/**
 * Stops the app: SIGTERM to scripts/start.ts (tsx passes it on), whose supervisor lets Next finish
 * (writing its --cpu-prof profile) before it stops the database; then, if anything of `nextPids` or the
 * script is left after 30 s, the whole process group.
 */
export async function stopApp(child: ChildProcess, nextPids: number[] = []) {
  if (child.pid) signal(child.pid, "SIGTERM");
  const running = () =>
    [...nextPids, ...(child.pid ? [child.pid] : [])].some((pid) => existsSync(`/proc/${pid}`) && !isZombie(pid));
  for (let i = 0; i < 60 && running(); i++) await new Promise((r) => setTimeout(r, 500));
  if (child.pid) signal(-child.pid, "SIGTERM");
}

function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z");
  } catch {
    return true;
  }
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}
