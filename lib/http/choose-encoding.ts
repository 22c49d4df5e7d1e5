// Which stored encoding of a body compressed once answers a request (RFC 9110 §12.5.3): the client's
// Accept-Encoding with its q-values; brotli before gzip at equal weight (smaller); identity unless the
// client refuses it (`identity;q=0` or `*;q=0` without naming it).

export type StoredEncoding = "br" | "gzip" | "identity";

/** The encoding to answer with, or null when the client accepts none of ours (a 406). */
export function chooseEncoding(acceptEncoding: string | undefined): StoredEncoding | null {
  if (acceptEncoding === undefined || acceptEncoding.trim() === "") return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name === "x-gzip" ? "gzip" : name, Number.isFinite(weight) ? weight : 0);
  }
  const star = weights.get("*");
  const weightOf = (name: StoredEncoding) => weights.get(name) ?? (name === "identity" ? (star ?? 1) : (star ?? 0));
  const best = (["br", "gzip", "identity"] as const)
    .map((name) => ({ name, weight: weightOf(name) }))
    .filter((c) => c.weight > 0)
    .sort((a, b) => b.weight - a.weight)[0];
  return best?.name ?? null;
}
