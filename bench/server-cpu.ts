// CPU time the production server has used so far, read from /proc: the server processes (server/main.ts, or
// a `next start`) among
// the descendants of the process scripts/start.ts runs in (the embedded PostgreSQL, also a descendant,
// is not counted). The benchmarks divide the difference over a run by the requests it answered.
import { readdirSync, readFileSync } from "node:fs";

/** Linux's clock tick (USER_HZ): /proc/<pid>/stat counts CPU time in hundredths of a second. */
const TICK_MS = 10;

interface Proc {
  pid: number;
  ppid: number;
  /** utime + stime, ms */
  cpuMs: number;
}

function readProc(pid: number): Proc | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (2nd field) is in parentheses and may hold spaces: the fields after it are split.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return { pid, ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null; // gone meanwhile
  }
}

function isNextServer(pid: number): boolean {
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    return cmdline.some(
      (arg) =>
        /next[/\\]dist[/\\]bin[/\\]next$/.test(arg) ||
        arg.startsWith("next-server") ||
        /server[/\\]main\.[tj]s$/.test(arg) ||
        // The custom server's bundle, as scripts/start.ts runs it (scripts/build-server-entry.ts).
        /front-door[/\\]main\.c?js$/.test(arg),
    );
  } catch {
    return false;
  }
}

/** The pids of the Next server processes under `rootPid`. */
export function nextServerPids(rootPid: number): number[] {
  const procs = readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProc(Number(name)))
    .filter((p): p is Proc => !!p);
  const children = new Map<number, number[]>();
  for (const p of procs) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p.pid]);
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      if (isNextServer(child)) found.push(child);
      walk(child);
    }
  };
  walk(rootPid);
  return found;
}

/** Milliseconds of CPU (user + system) the given processes have used since they started. */
export function cpuMs(pids: number[]): number {
  return pids.reduce((sum, pid) => sum + (readProc(pid)?.cpuMs ?? 0), 0);
}
