// The address of a page's islands entry (scripts/build-islands.ts: "tour-islands" for the tour page,
// "site-islands" for a sale website's home), from the manifest build-islands writes next to it in
// public/islands/: read once in production, on every render in development, where `npm run dev` rebuilds
// the scripts on each change.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/config/env";

export type IslandsEntry = "tour-islands" | "site-islands";

let known: Record<string, string> | undefined;

export function islandsScript(entry: IslandsEntry): string | null {
  if (known === undefined || env.NODE_ENV !== "production") {
    const file = path.join(process.cwd(), "public", "islands", "manifest.json");
    known = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, string>) : {};
  }
  return known[entry] ?? null;
}
