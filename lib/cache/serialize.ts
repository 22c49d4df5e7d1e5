// Entries as text for Redis: Next's values hold Buffers (RSC payloads, route bodies) and a Map
// (segment data), which JSON alone would mangle. Bytes travel as base64, a Map as its pairs.
const BYTES = "$bytes";
const MAP = "$map";

function encode(value: unknown): unknown {
  if (value instanceof Uint8Array)
    return { [BYTES]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("base64") };
  if (value instanceof Map) return { [MAP]: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (value && typeof value === "object") {
    const record = value as Record<string, unknown>;
    if (typeof record[BYTES] === "string") return Buffer.from(record[BYTES], "base64");
    if (Array.isArray(record[MAP]))
      return new Map((record[MAP] as [string, unknown][]).map(([key, item]) => [key, decode(item)]));
    return Object.fromEntries(Object.entries(record).map(([key, item]) => [key, decode(item)]));
  }
  return value;
}

export const serialize = (value: unknown): string => JSON.stringify(encode(value));
export const deserialize = <T>(text: string): T => decode(JSON.parse(text)) as T;
