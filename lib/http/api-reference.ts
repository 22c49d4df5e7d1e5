// A plain, self-contained HTML reference of the OpenAPI document (no CDN assets are reachable).
import type { buildOpenApiDocument } from "./openapi";

type Doc = Awaited<ReturnType<typeof buildOpenApiDocument>>;

/** The parts of an OpenAPI operation the page shows. */
interface Operation {
  tags?: string[];
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  "x-access"?: string | string[];
  "x-error-codes"?: string[];
}

const escape = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

export function renderApiReference(doc: Doc): string {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    for (const [method, op] of Object.entries(methods) as [string, Operation][]) {
      const tag = op.tags?.[0] ?? "other";
      const params = (op.parameters ?? [])
        .map((p) => `<li><code>${escape(p.name)}</code> <small>${p.in}${p.required ? ", required" : ""}</small></li>`)
        .join("");
      const body = op.requestBody
        ? `<details><summary>body (${escape(Object.keys(op.requestBody.content)[0])})</summary><pre>${escape(
            JSON.stringify(Object.values(op.requestBody.content)[0].schema, null, 2),
          )}</pre></details>`
        : "";
      const access = Array.isArray(op["x-access"]) ? op["x-access"].join(", ") : op["x-access"];
      const codes = op["x-error-codes"]?.length
        ? ` <small>error codes: ${escape(op["x-error-codes"].join(", "))}</small>`
        : "";
      const html = `<section class="op"><h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code></h3>
        <p>${escape(op.summary ?? "")} <small>access: ${escape(String(access))}</small>${codes}</p>${params ? `<ul>${params}</ul>` : ""}${body}</section>`;
      byTag.set(tag, [...(byTag.get(tag) ?? []), html]);
    }
  }
  const sections = [...byTag.entries()]
    .map(([tag, ops]) => `<h2 id="${escape(tag)}">${escape(tag)}</h2>${ops.join("")}`)
    .join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:980px;margin:2rem auto;padding:0 1rem;color:#1e293b}
.op{border:1px solid #e2e8f0;border-radius:8px;padding:.5rem 1rem;margin:.5rem 0}.m{font-size:.8rem;padding:2px 6px;border-radius:4px;color:#fff;background:#64748b}
.get{background:#0284c7}.post{background:#16a34a}.put{background:#d97706}.delete{background:#dc2626}pre{background:#f8fafc;padding:.5rem;overflow:auto;font-size:.8rem}</style></head>
<body><h1>${escape(doc.info.title)} <small>${escape(doc.info.version)}</small></h1><p>${escape(doc.info.description)}</p>
<p><a href="/api/openapi.json">openapi.json</a></p>${sections}</body></html>`;
}
