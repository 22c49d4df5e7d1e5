// SQL between two Prisma schemas, computed by Prisma's own schema engine in its WebAssembly build
// (the native engine cannot be downloaded on our machines; see docs/database.md).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

type Source = { tag: "empty" } | { tag: "schemaDatamodel"; files: { path: string; content: string }[] };

interface Engine {
  diff(params: unknown): Promise<unknown>;
}

async function loadEngine(databaseUrl: string): Promise<Engine> {
  const require = createRequire(import.meta.url);
  // The entry resolves through `exports`; the files we need sit beside it.
  const pkgDir = path.dirname(require.resolve("@prisma/schema-engine-wasm"));
  // The package's `exports` hide the .wasm file from a normal import: instantiate it by hand.
  const bindings = await import(pathToFileURL(path.join(pkgDir, "schema_engine_bg.js")).href);
  const g = globalThis as { PRISMA_WASM_PANIC_REGISTRY?: { set_message: (m: string) => void } };
  let panic = "";
  g.PRISMA_WASM_PANIC_REGISTRY = { set_message: (m) => (panic = m) };
  const { instance } = await WebAssembly.instantiate(readFileSync(path.join(pkgDir, "schema_engine_bg.wasm")), {
    "./schema_engine_bg.js": bindings,
  });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports as { __wbindgen_start: () => void }).__wbindgen_start();
  const adapter = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: databaseUrl }));
  try {
    return await bindings.SchemaEngine.new({ datamodels: [["schema.prisma", ""]] }, () => {}, adapter);
  } catch (error) {
    throw new Error(`schema engine failed to start: ${panic || (error as Error).message}`);
  }
}

function datamodel(content: string): Source {
  return { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content }] };
}

/** SQL that turns a database of schema `from` (or an empty one) into schema `to`. */
export async function diffSchemas(databaseUrl: string, from: string | null, to: string): Promise<string> {
  const engine = await loadEngine(databaseUrl);
  const captured: string[] = [];
  const originalWrite = process.stdout.write.bind(process.stdout);
  // With script: true the engine prints the SQL on stdout instead of returning it.
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
    captured.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
    void rest;
  }) as typeof process.stdout.write;
  let result: unknown;
  try {
    result = await engine.diff({
      from: from === null ? { tag: "empty" } : datamodel(from),
      to: datamodel(to),
      script: true,
      exitCode: null,
      filters: { externalTables: [], externalEnums: [] },
    });
  } finally {
    process.stdout.write = originalWrite;
  }
  const returned = (result as { stdout?: string } | undefined)?.stdout;
  return returned ?? captured.join("");
}
