// Liveness and readiness for a load balancer or an orchestrator (issue 20): /api/health answers while
// the process serves (no database), /api/ready when the database answers and every migration is applied.
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";

const TAGS = ["Service"];

export const healthContract = {
  method: "GET",
  path: "/api/health",
  summary: "زنده بودن سرویس: فرایند پاسخ می‌دهد (پایگاه داده پرسیده نمی‌شود)",
  tags: TAGS,
  access: "public",
  response: z.object({ status: z.literal("ok"), uptimeSeconds: z.number().int().min(0) }),
  errors: [],
} as const satisfies Contract;

export const readyContract = {
  method: "GET",
  path: "/api/ready",
  summary: "آمادگی سرویس: پایگاه داده پاسخ می‌دهد و همه مهاجرت‌ها اعمال شده‌اند (وگرنه ۵۰۳)",
  tags: TAGS,
  access: "public",
  response: z.object({ status: z.literal("ready"), migrations: z.number().int().min(0) }),
  errors: ["not_ready"],
} as const satisfies Contract;
