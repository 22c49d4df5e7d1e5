// A second server of the same production build, started with the server entry alone (server/main.ts,
// without the start script's database, migrations and supervisor), on the e2e database: for journeys that need their own launch mode or
// settings (TRUST_PROXY_HOPS) without touching the main e2e server's.
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { buildServerEntry } from "../../scripts/build-server-entry";

export interface BareServer {
  base: string;
  output: () => string;
  stop: () => void;
}

export async function startBareServer(port: number, env: Record<string, string> = {}): Promise<BareServer> {
  const dataDir = `.data/e2e-${process.env.E2E_PORT ?? 3100}`;
  const secret = readFileSync(`${dataDir}/auth-secret`, "utf8").trim();
  const base = `http://localhost:${port}`;
  let output = "";
  const server: ChildProcess = spawn(process.execPath, [buildServerEntry(process.env.NEXT_DIST_DIR ?? ".next")], {
    env: {
      ...process.env,
      DATABASE_URL: readFileSync(`${dataDir}/database-url`, "utf8").trim(),
      AUTH_SECRET: secret,
      NEXTAUTH_SECRET: secret,
      PORT: String(port),
      PUBLIC_URL: base,
      NEXTAUTH_URL: base,
      HAMSAFAR_DATA_DIR: dataDir,
      HAMSAFAR_JOBS: "off",
      OTP_IP_HOURLY_LIMIT: "100000",
      // The journeys on a bare server make many calls from one address; the per-address budget has its own test
      // (anonymous-budget.spec.ts, which turns it on here).
      ADDRESS_CONCURRENCY: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => (output += chunk));
  server.stderr?.on("data", (chunk) => (output += chunk));
  const stop = () => void server.kill("SIGTERM");
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/tariff`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { base, output: () => output, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
  stop();
  throw new Error(`server/main.ts did not answer:\n${output}`);
}
