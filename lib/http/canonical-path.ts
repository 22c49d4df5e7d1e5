// Case-insensitive routing of the API: route folders under app/api are lowercase; a request's
// fixed segments are matched without regard to case and rewritten to the folder's spelling, while
// the values of path parameters keep their case.
import { errorBody } from "./errors";
import { HTTP_MESSAGES } from "./messages";
import manifest from "./route-manifest.json";

type Node = { fixed: Map<string, Node>; param?: Node; catchAll?: boolean; leaf?: boolean };

function build(patterns: string[]): Node {
  const root: Node = { fixed: new Map() };
  for (const pattern of patterns) {
    let node = root;
    let catchAll = false;
    for (const segment of pattern.split("/")) {
      // [...key] takes one segment or more: it marks its parent, which is not itself a route.
      if (/^\[\.\.\..+\]$/.test(segment)) {
        node.catchAll = catchAll = true;
        break;
      }
      if (/^\[.+\]$/.test(segment)) node = node.param ??= { fixed: new Map() };
      else {
        const key = segment.toLowerCase();
        if (!node.fixed.has(key)) node.fixed.set(key, { fixed: new Map() });
        node = node.fixed.get(key)!;
      }
    }
    if (!catchAll) node.leaf = true;
  }
  return root;
}

function match(node: Node, segments: string[], index: number): string[] | null {
  if (index === segments.length) return node.leaf ? [] : null;
  const segment = segments[index];
  const fixed = node.fixed.get(segment.toLowerCase());
  if (fixed) {
    const rest = match(fixed, segments, index + 1);
    if (rest) return [segment.toLowerCase(), ...rest];
  }
  if (node.param) {
    const rest = match(node.param, segments, index + 1);
    if (rest) return [segment, ...rest];
  }
  if (node.catchAll) return segments.slice(index);
  return null;
}

/** A canonicalizer for these route folder patterns (relative to app/api, as in route-manifest.json). */
export function canonicalizer(patterns: string[]) {
  const tree = build(patterns);
  return (pathname: string): string | null => {
    if (!/^\/api(\/|$)/i.test(pathname)) return null;
    const segments = pathname
      .replace(/^\/api\/?/i, "")
      .split("/")
      .filter(Boolean);
    const matched = match(tree, segments, 0);
    return matched ? `/api/${matched.join("/")}` : null;
  };
}

/** The path as the route folders spell it, or null when no API route matches. */
export const canonicalApiPath = canonicalizer(manifest as string[]);

/** The answer to an /api path no route serves: the API's JSON 404, not Next's HTML page. */
export function apiNotFound(): Response {
  return Response.json(errorBody([HTTP_MESSAGES.notFound], ["not_found"]), { status: 404 });
}
