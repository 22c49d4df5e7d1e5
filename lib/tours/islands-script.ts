// The address of a page's islands entry and of the chunks it imports statically (scripts/build-islands.ts: "tour-islands" for the tour page, "site-islands" for
// a sale website's home, "tracking-islands" for the tracking page), from the manifest build-islands writes next to it
// in public/islands/, read once. Production only: in `npm run dev` Next ignores `unstable_runtimeJS: false` and
// hydrates the whole page with its own runtime (pages/_document.tsx), so the page names no islands script there.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { env } from "@/lib/config/env";

export type IslandsEntry = "tour-islands" | "site-islands" | "tracking-islands";

/** The entry's file and the chunks it imports statically (scripts/build-islands.ts). */
export interface IslandsScript {
  src: string;
  preload: string[];
}

let known: Record<string, IslandsScript> | undefined;

export function islandsScript(entry: IslandsEntry): IslandsScript | null {
  if (env.NODE_ENV !== "production") return null;
  if (known === undefined) {
    const file = path.join(process.cwd(), "public", "islands", "manifest.json");
    known = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as Record<string, IslandsScript>) : {};
  }
  return known[entry] ?? null;
}
