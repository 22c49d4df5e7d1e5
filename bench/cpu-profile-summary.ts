// Summarises a V8 .cpuprofile (node --cpu-prof; the benchmark's BENCH_CPU_PROF): where the CPU time
// went, by module (a package, a file of the build, Node's internals) and by function, self time (the
// function itself) and total time (with what it called), over the whole profile or over one target's
// measured run (--window <key>, read from windows.json next to the profile, written by bench/hot-paths.ts, or its runs
// when bench/page-weights.ts wrote a list of them).
//   npx tsx bench/cpu-profile-summary.ts <file.cpuprofile> [--window reserve-contested] [--top 25] [--per <n answers>]
// --per divides the times by a number of answers (the 2xx of that run), giving CPU ms per answer.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** A run's span on the profile's clock (µs). */
type Window = [number, number];

export interface Cost {
  name: string;
  selfMs: number;
  totalMs: number;
}

/** The module a frame belongs to: a package under node_modules, Node's internals, or a file (of the build) by its path. */
export function moduleOf(url: string): string {
  if (!url) return "(native / V8)";
  if (url.startsWith("node:")) return "node (internals)";
  // Prisma's query compiler is a WebAssembly module.
  if (url.startsWith("wasm://")) return "wasm (Prisma's query compiler)";
  const file = url.replace(/^file:\/\//, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (pkg) {
    // Next's compiled copies of other packages are told apart (react-dom's server renderer is not Next's router).
    const compiled = /next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    return compiled ? `next/compiled/${compiled[1]}` : pkg[1];
  }
  const build = /\.next[^/]*\/(.+)$/.exec(file);
  return build ? `build: ${build[1]}` : path.basename(file);
}

/** Self and total time per function and per module, over the samples taken within [from, to] (µs of the profile's clock). */
export function summarise(profile: CpuProfile, windows?: [number, number][]) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const fnKey = (n: ProfileNode) => {
    const f = n.callFrame;
    return f.url
      ? `${f.functionName || "(anonymous)"} ${moduleOf(f.url)}:${f.lineNumber + 1}`
      : f.functionName || "(anonymous)";
  };
  const fns = new Map<string, Cost>();
  const modules = new Map<string, Cost>();
  const add = (map: Map<string, Cost>, name: string, self: number, total: number) => {
    const c = map.get(name) ?? { name, selfMs: 0, totalMs: 0 };
    c.selfMs += self;
    c.totalMs += total;
    map.set(name, c);
  };
  let t = profile.startTime;
  let sampledMs = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    // A sample stands for the time until the next one.
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (windows && !windows.some(([from, to]) => t >= from && t <= to)) continue;
    const leaf = byId.get(profile.samples[i])!;
    if (leaf.callFrame.functionName === "(idle)") continue;
    sampledMs += ms;
    add(fns, fnKey(leaf), ms, 0);
    add(
      modules,
      leaf.callFrame.url ? moduleOf(leaf.callFrame.url) : leaf.callFrame.functionName || "(native / V8)",
      ms,
      0,
    );
    // Total time: once per function and per module on the sample's stack, however often they recur in it.
    const seenFns = new Set<string>();
    const seenModules = new Set<string>();
    for (let id: number | undefined = leaf.id; id !== undefined; id = parent.get(id)) {
      const n = byId.get(id)!;
      if (n.callFrame.functionName === "(root)") break;
      const key = fnKey(n);
      if (!seenFns.has(key)) {
        seenFns.add(key);
        add(fns, key, 0, ms);
      }
      const mod = n.callFrame.url ? moduleOf(n.callFrame.url) : n.callFrame.functionName || "(native / V8)";
      if (!seenModules.has(mod)) {
        seenModules.add(mod);
        add(modules, mod, 0, ms);
      }
    }
  }
  return { sampledMs, functions: [...fns.values()], modules: [...modules.values()] };
}

function table(title: string, costs: Cost[], key: "selfMs" | "totalMs", top: number, per: number, sampledMs: number) {
  const unit = per > 1 ? "ms/answer" : "ms";
  const rows = [...costs]
    .sort((a, b) => b[key] - a[key])
    .slice(0, top)
    .map(
      (c) =>
        `| ${c.name.replace(/\|/g, "\\|")} | ${(c.selfMs / per).toFixed(2)} | ${(c.totalMs / per).toFixed(2)} | ${((100 * c[key]) / sampledMs).toFixed(1)}% |`,
    );
  return `### ${title}\n\n| ${key === "selfMs" ? "By self time" : "By total time"} | self (${unit}) | total (${unit}) | share |\n|---|---:|---:|---:|\n${rows.join("\n")}\n`;
}

function main() {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const file = args.find((a) => a.endsWith(".cpuprofile"));
  if (!file)
    throw new Error("usage: cpu-profile-summary.ts <file.cpuprofile> [--window <key>] [--top <n>] [--per <answers>]");
  const profile = JSON.parse(readFileSync(file, "utf8")) as CpuProfile;
  const windowKey = option("--window");
  let windows: [number, number][] | undefined;
  if (windowKey) {
    const windowsFile = path.join(path.dirname(file), "windows.json");
    if (!existsSync(windowsFile))
      throw new Error(`${windowsFile} is missing (written by bench/hot-paths.ts with BENCH_CPU_PROF)`);
    const found = (JSON.parse(readFileSync(windowsFile, "utf8")) as Record<string, Window | Window[]>)[windowKey];
    windows = found && (typeof found[0] === "number" ? [found as Window] : (found as Window[]));
    if (!windows) throw new Error(`no run "${windowKey}" in ${windowsFile}`);
  }
  const top = Number(option("--top") ?? 20);
  const per = Number(option("--per") ?? 1);
  const { sampledMs, functions, modules } = summarise(profile, windows);
  console.log(
    `${file}${windowKey ? `, run "${windowKey}"` : ""}: ${sampledMs.toFixed(0)} ms of CPU sampled (idle left out)${per > 1 ? `, ${(sampledMs / per).toFixed(2)} ms per answer over ${per}` : ""}\n`,
  );
  console.log(table("Modules", modules, "selfMs", top, per, sampledMs));
  console.log(table("Modules", modules, "totalMs", top, per, sampledMs));
  console.log(table("Functions", functions, "selfMs", top, per, sampledMs));
  console.log(table("Functions", functions, "totalMs", top, per, sampledMs));
}

if (process.argv[1]?.endsWith("cpu-profile-summary.ts")) main();
