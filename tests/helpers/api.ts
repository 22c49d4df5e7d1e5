// Calls a route handler the way Next would: the request path goes through the same
// case-insensitive matching as proxy.ts, then to the route module of that folder. Every answer is
// checked against the route's contract: a JSON success must match its `response` schema, an error
// must be `{ errors, codes }` with codes the OpenAPI operation lists (lib/http/openapi.ts).
import { NextRequest } from "next/server";
import { routeModules } from "@/app/api/route-index";
import { canonicalApiPath } from "@/lib/http/canonical-path";
import { CLIENT_ADDRESS_HEADER, stampHeaders } from "@/lib/http/client-address";
import type { Contract } from "@/lib/http/contract";
import { operationCodes } from "@/lib/http/openapi";
import { documentProblems } from "./document-check";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
  /** Skip the contract checks of the answer: the contract fuzzer holds answers to the served document itself. */
  unchecked?: boolean;
}

function paramsFor(folder: string, canonical: string) {
  const patternSegments = folder.replace(/^\/api\/?/, "").split("/");
  const pathSegments = canonical.replace(/^\/api\/?/, "").split("/");
  const params: Record<string, string | string[]> = {};
  patternSegments.forEach((segment, i) => {
    const catchAll = /^\[\.\.\.(.+)\]$/.exec(segment);
    const single = /^\[(.+)\]$/.exec(segment);
    if (catchAll) params[catchAll[1]] = pathSegments.slice(i).map(decodeURIComponent);
    else if (single) params[single[1]] = decodeURIComponent(pathSegments[i]);
  });
  return params;
}

function findFolder(canonical: string) {
  const segments = canonical.split("/");
  const matches = Object.keys(routeModules).filter((folder) => {
    const parts = folder.split("/");
    if (parts.length !== segments.length && !parts.some((p) => p.startsWith("[..."))) return false;
    return parts.every((p, i) => p.startsWith("[") || p === segments[i]);
  });
  // Like Next: a fixed segment wins over a dynamic one at the same level (/api/tour/search over /api/tour/[tourId]).
  const rank = (folder: string) =>
    folder
      .split("/")
      .map((p) => (p.startsWith("[") ? "1" : "0"))
      .join("");
  return matches.sort((a, b) => rank(a).localeCompare(rank(b)))[0];
}

export async function api<T = any>(method: string, url: string, options: CallOptions = {}): Promise<ApiResponse<T>> {
  const full = new URL(url, "http://localhost:3000");
  const canonical = canonicalApiPath(full.pathname);
  if (!canonical) return { status: 404, body: null as T, headers: new Headers() };
  const folder = findFolder(canonical);
  if (!folder) throw new Error(`no route module for ${canonical}`);
  const mod = await routeModules[folder]();
  const handler = mod[method.toUpperCase()] as ((req: NextRequest, ctx: unknown) => Promise<Response>) | undefined;
  if (!handler) return { status: 405, body: null as T, headers: new Headers() };
  const headers = new Headers(options.headers);
  // A test naming the client's address stands for the server's stamp (lib/http/client-address.ts).
  const address = headers.get(CLIENT_ADDRESS_HEADER);
  if (address) for (const [name, value] of Object.entries(stampHeaders(address))) headers.set(name, value);
  if (options.token) headers.set("authorization", `Bearer ${options.token}`);
  if (options.cookies)
    headers.set(
      "cookie",
      Object.entries(options.cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; "),
    );
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.body !== undefined) {
    body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
  }
  full.pathname = canonical;
  const req = new NextRequest(full, { method: method.toUpperCase(), headers, body, duplex: "half" } as never);
  const res = await handler(req, { params: Promise.resolve(paramsFor(folder, canonical)) });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: keep the text */
  }
  if (handler && "contract" in handler && !options.unchecked)
    checkAnswer(handler.contract as Contract, res.status, res.headers, parsed);
  return { status: res.status, body: parsed as T, headers: res.headers };
}

function valueAt(body: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value as Record<PropertyKey, unknown> | null | undefined)?.[key], body);
}

export function checkAnswer(contract: Contract, status: number, headers: Headers, body: unknown) {
  const call = `${contract.method} ${contract.path}`;
  const json = headers.get("content-type")?.startsWith("application/json");
  if (status >= 400 && json) {
    const { errors, codes } = (body ?? {}) as { errors?: unknown; codes?: unknown };
    if (!Array.isArray(errors) || !Array.isArray(codes) || !codes.length)
      throw new Error(`${call} answered ${status} without { errors, codes }: ${JSON.stringify(body)}`);
    const listed = operationCodes(contract);
    // A declared code answered with a status the catalogue does not give it is off the document too.
    const unlisted = codes.filter((code) => !listed[code as keyof typeof listed]?.includes(status));
    if (unlisted.length)
      throw new Error(
        `${call} answered code ${unlisted.join(", ")}, which its contract does not declare: add it to the contract's ` +
          `\`errors\` (or, if the wrapper answers it for any call, to ANY_OPERATION_CODES in lib/http/openapi.ts).`,
      );
  }
  if (status === 200 && contract.produces === "file") {
    const type = headers.get("content-type")?.split(";")[0].trim() ?? "";
    if (!contract.fileTypes.includes(type))
      throw new Error(`${call} sent a file as ${type}; its contract declares ${contract.fileTypes.join(", ")}`);
  }
  if (json && status !== 500) {
    const problems = documentProblems(contract, status, body);
    if (problems.length)
      throw new Error(
        `${call} answered ${status} what its operation in the OpenAPI document refuses:\n  ${problems.slice(0, 10).join("\n  ")}`,
      );
  }
  if (status >= 200 && status < 300 && json && contract.response) {
    // The schema describes the wire: a Date is an ISO string, a BigInt a number (lib/http/wire.ts).
    const issues = contract.response.safeParse(body).error?.issues ?? [];
    if (issues.length)
      throw new Error(
        `${call} answered what its contract's response schema refuses:\n` +
          issues
            .map(
              (issue) =>
                `  ${issue.path.join(".") || "(answer)"}: ${issue.message} (${JSON.stringify(valueAt(body, issue.path))})`,
            )
            .join("\n"),
      );
  }
}
