// GET /api/metrics: Prometheus' text format behind METRICS_TOKEN (docs/service.md, "Metrics").
import type { Contract } from "@/lib/http/contract";

export const metricsContract = {
  method: "GET",
  path: "/api/metrics",
  summary: "سنجه‌های فرایند برای Prometheus (با رمز METRICS_TOKEN؛ بی آن ۴۰۴)",
  tags: ["Service"],
  access: "public",
  serviceToken: true,
  produces: "file",
  fileTypes: ["text/plain"],
  errors: [],
} as const satisfies Contract;
