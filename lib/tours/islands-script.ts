import "server-only";
// The address of the tour page's islands script (components/tour-public/tour-islands.tsx), from the
// manifest scripts/build-islands.ts writes next to it in public/islands/: read once in production,
// on every render in development, where `npm run dev` rebuilds the script on each change.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/config/env";

let known: string | null | undefined;

export function islandsScript(): string | null {
  if (known !== undefined && env.NODE_ENV === "production") return known;
  const file = path.join(process.cwd(), "public", "islands", "manifest.json");
  known = existsSync(file)
    ? ((JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)["tour-islands"] ?? null)
    : null;
  return known;
}
