// Contracts of a tour's waiting-list and reminder settings (not in the spec: issue 25).
import type { Contract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { daySettingsBodySchema, daySettingsResponse } from "./schemas";

const LEADER = ["Leader"] as const;
const tags = ["Tour day"];
const params = z.object({ tourId: idSchema });

export const getDaySettingsContract = {
  method: "GET",
  path: "/api/tour/{tourId}/day-settings",
  summary: "مدت نگه‌داری فهرست انتظار و زمان یادآوری یک تور",
  tags,
  access: LEADER,
  params,
  response: daySettingsResponse,
  errors: [],
} satisfies Contract;
export const putDaySettingsContract = {
  method: "PUT",
  path: "/api/tour/{tourId}/day-settings",
  summary: "تعیین مدت نگه‌داری فهرست انتظار و یادآوری روز پیش از سفر یک تور",
  tags,
  access: LEADER,
  params,
  body: daySettingsBodySchema,
  response: daySettingsResponse,
  errors: [],
} satisfies Contract;
