import { route } from "@/lib/http/route";
import { metricsContract } from "@/lib/metrics/contracts";
import { serveMetrics } from "@/lib/metrics/serve-metrics";

export const GET = route(metricsContract, ({ req }) => serveMetrics(req.headers.get("authorization")));
