// A third party's generator reads the published document as it is: orval's fetch client and zod schemas
// are generated from it and must compile under `tsc --strict`. A name two schemas share (the flat and the
// nested "extra question title" of the tour edit answer once did) makes orval emit a duplicate type.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeModules } from "@/app/api/route-index";
import { buildOpenApiDocument } from "@/lib/http/openapi";

const run = promisify(execFile);
const bin = (name: string) => path.resolve("node_modules", ".bin", name);
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "hamsafar-orval-"));
  writeFileSync(path.join(dir, "openapi.json"), JSON.stringify(await buildOpenApiDocument(routeModules)));
  writeFileSync(
    path.join(dir, "orval.config.cjs"),
    `module.exports = {
      fetch: { input: "./openapi.json", output: { target: "./out/fetch.ts", client: "fetch", mode: "single" } },
      zod: { input: "./openapi.json", output: { target: "./out/zod.ts", client: "zod", mode: "single" } },
    };`,
  );
  // The generated files import zod and nothing else: resolved from the project's node_modules.
  symlinkSync(path.resolve("node_modules"), path.join(dir, "node_modules"), "dir");
  writeFileSync(
    path.join(dir, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: "es2022",
        module: "esnext",
        moduleResolution: "bundler",
        noEmit: true,
        skipLibCheck: true,
        lib: ["es2022", "dom"],
      },
      include: ["out/fetch.ts", "out/zod.ts"],
    }),
  );
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("clients generated from /api/openapi.json by a third party's tool", () => {
  it("orval's fetch client and zod schemas compile under tsc --strict", { timeout: 240_000 }, async () => {
    await run(bin("orval"), ["--config", "orval.config.cjs"], { cwd: dir, maxBuffer: 16 * 1024 * 1024 });
    const client = readFileSync(path.join(dir, "out", "fetch.ts"), "utf8");
    expect(client).toContain("/api/Tour/");
    expect(readFileSync(path.join(dir, "out", "zod.ts"), "utf8")).toContain("from 'zod'");
    const compiled = await run(bin("tsc"), ["-p", "tsconfig.json"], { cwd: dir, maxBuffer: 16 * 1024 * 1024 }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(compiled).toBe("");
  });
});
