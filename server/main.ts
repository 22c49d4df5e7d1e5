// The server process. In a checkout scripts/start.ts compiles this file (scripts/build-server-entry.ts,
// esbuild) and runs the result with node, supervised; the artefact bundles it the same way. Never run it
// with --conditions=react-server (Next's Pages Router renderer needs react-dom/server's Node build), so
// nothing imported here may import "server-only". Next runs inside it through its documented custom-server
// API (next(), prepare(), getRequestHandler()); the HTTP server and its socket are ours, and every request
// passes the front door (server/front-door.ts) before Next sees it. Reads PORT, HOSTNAME, NEXT_DIST_DIR and
// the budget's settings (lib/config/env.ts). `--dev` serves `next dev` through the same door (no budget).
import { randomBytes } from "node:crypto";
import http from "node:http";
import path from "node:path";
import { parseEnv } from "@/lib/config/env";
import { carriesCredentials, carriesSignIn } from "@/lib/auth/signed-in";
import { tagChanges } from "@/lib/cache/tag-changes";
import { createAddressBudget } from "@/lib/http/address-budget";
import { countPageMemo } from "@/lib/metrics/count-page-memo";
import { openFrontDoor } from "./front-door";
import { memoizePages } from "./page-memo";
import { loadRequestTable } from "./request-rules";
import { serveOpenApiDocument } from "./serve-openapi-document";

const log = (line: string) => console.log(line);

async function main() {
  const dev = process.argv.includes("--dev");
  // What Next's CLI sets before it starts a server (node_modules/next/dist/bin/next): NODE_ENV, read by Next and
  // React as they load, and NEXT_RUNTIME, which tells instrumentation.ts it runs in the Node.js server.
  (process.env as Record<string, string>).NODE_ENV = dev ? "development" : "production";
  process.env.NEXT_RUNTIME = "nodejs";
  // The mark of this process's client-address stamps, in the environment before Next loads, so that
  // Next's bundles read it there (lib/http/client-address.ts). Fresh per process: nobody can send it.
  process.env.HAMSAFAR_CLIENT_MARK = randomBytes(24).toString("base64url");
  const settings = parseEnv(process.env); // a wrong setting stops here, naming the variable
  const port = settings.PORT;
  const hostname = settings.HOSTNAME;

  const { default: next } = await import("next");
  const app = next({ dev, dir: process.cwd(), port, hostname: hostname ?? "localhost" });
  await app.prepare();

  // The per-address budget (docs/security.md, "Anonymous calls") guards the production server; `next dev`
  // compiles on request and a page load there fans out into many slow requests from one browser.
  const budget =
    !dev && settings.ADDRESS_CONCURRENCY > 0
      ? createAddressBudget({
          concurrency: settings.ADDRESS_CONCURRENCY,
          budgetMs: settings.ADDRESS_BUDGET_MS,
          refillMsPerSecond: settings.ADDRESS_REFILL_MS,
          waitMs: settings.ADDRESS_WAIT_MS,
          queue: settings.ADDRESS_QUEUE,
        })
      : null;
  const hops = settings.TRUST_PROXY_HOPS;
  const server = http.createServer();
  // Longer than the 5 s Node keeps an idle connection by default: a client (or a proxy's pool) reusing a
  // connection just as the server drops it meets a reset; proxies usually keep theirs for 60 s.
  server.keepAliveTimeout = 65_000;
  openFrontDoor(server, {
    // The OpenAPI document from bytes compressed once (server/serve-openapi-document.ts), next dev serves the route;
    // and kept public pages from the page memo (server/page-memo.ts): next dev renders every request.
    handle: dev
      ? app.getRequestHandler()
      : memoizePages(
          serveOpenApiDocument(path.resolve(settings.NEXT_DIST_DIR, "openapi.json"), app.getRequestHandler()),
          { changes: tagChanges, personal: carriesCredentials, count: countPageMemo },
        ),
    table: loadRequestTable(path.resolve(settings.NEXT_DIST_DIR, "request-limits.json")),
    hops,
    mark: process.env.HAMSAFAR_CLIENT_MARK,
    budget,
    // Fair order between addresses (server/fair-dispatcher.ts). The bounds are far above a crowd's requests at once
    // (a queued request holds only its socket, which the kernel would hold anyway); 5 ms of handing over per turn
    // is a few answers from the page cache. next dev compiles on request: its order is left as it comes.
    fair: dev ? null : { perAddress: 1000, total: 10_000, sliceMs: 5 },
    signedIn: carriesSignIn,
    log,
  });
  if (dev) server.on("upgrade", app.getUpgradeHandler()); // next dev's live reload
  log(
    hops === 0
      ? "[client-address] rate limits use the socket's address (TRUST_PROXY_HOPS=0: X-Forwarded-For is not read)"
      : `[client-address] rate limits use the address ${hops} trusted prox${hops === 1 ? "y" : "ies"} saw (TRUST_PROXY_HOPS=${hops}: the ${hops}. entry from the right of X-Forwarded-For + socket)`,
  );
  log(
    budget
      ? `[client-address] each address, unless signed in: ${settings.ADDRESS_BUDGET_MS} ms of serving time, ${settings.ADDRESS_REFILL_MS} ms back a second, ${settings.ADDRESS_CONCURRENCY} served at once (the rest wait at most ${settings.ADDRESS_WAIT_MS} ms), beyond that 429`
      : "[client-address] no per-address budget (ADDRESS_CONCURRENCY=0 or next dev)",
  );

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    if (hostname) server.listen(port, hostname, resolve);
    else server.listen(port, resolve);
  });
  log(`[server] ${dev ? "next dev" : "production build"} serving on port ${port}${hostname ? ` (${hostname})` : ""}`);

  // SIGTERM / SIGINT: stop accepting, let the requests in flight finish (keep-alive connections close as
  // soon as they are idle), then let Next close. The supervisor (scripts/start.ts) bounds how long.
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(`[server] ${signal}: finishing the requests in flight`);
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    server.close(() => {
      clearInterval(idle);
      void app.close().finally(() => process.exit(0));
    });
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
