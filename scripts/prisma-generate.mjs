// Runs `prisma generate` offline. Every prisma CLI command first tries to download a native
// schema engine; generate never runs it, so pointing the variable at any executable is enough.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

const env = { ...process.env };
if (!env.PRISMA_SCHEMA_ENGINE_BINARY)
  env.PRISMA_SCHEMA_ENGINE_BINARY = existsSync("/bin/true") ? "/bin/true" : process.execPath;
env.PRISMA_HIDE_UPDATE_MESSAGE = "1";
env.CHECKPOINT_DISABLE = "1";
execFileSync(process.execPath, ["node_modules/prisma/build/index.js", "generate"], { stdio: "inherit", env });
