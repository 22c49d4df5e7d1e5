import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { env } from "@/lib/config/env";
import { notFound, unauthorized } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { renderMetrics } from "./render-metrics";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * The metrics for a scraper holding METRICS_TOKEN as its bearer token. Without METRICS_TOKEN the path
 * does not exist (404): a process's internals are not public, and loopback is no proof of who asks
 * behind a proxy on the same machine.
 */
export async function serveMetrics(authorization: string | null): Promise<Response> {
  const expected = env.METRICS_TOKEN;
  if (!expected) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? "")?.[1]?.trim() ?? "";
  if (!timingSafeEqual(digest(given), digest(expected))) throw unauthorized(HTTP_MESSAGES.unauthorized, "unauthorized");
  const { contentType, text } = await renderMetrics();
  return new Response(text, { headers: { "content-type": contentType, "cache-control": "no-store" } });
}
