import { jsonResponse, route } from "@/lib/http/route";
import { healthContract } from "@/lib/health/contracts";

export const GET = route(healthContract, () =>
  jsonResponse(
    { status: "ok", uptimeSeconds: Math.floor(process.uptime()) },
    { headers: { "cache-control": "no-store" } },
  ),
);
