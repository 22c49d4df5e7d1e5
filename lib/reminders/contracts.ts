// Contracts of the day-before reminders (not in the spec: issue 25; docs/reminders.md).
import { ReminderStatus } from "@/lib/db/generated/enums";
import type { Contract } from "@/lib/http/contract";
import { wireDate } from "@/lib/http/wire";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

export const listRemindersContract = {
  method: "GET",
  path: "/api/tour/{tourId}/reminders",
  summary: "یادآوری‌های روز پیش از سفر یک تور: برای چه کسی، چه متنی و ارسال شده یا نه",
  tags: ["Tour day"],
  access: ["Leader"] as const,
  params: z.object({ tourId: idSchema }),
  response: z.object({
    reminders: z.array(
      z.object({
        id: z.number(),
        sessionId: z.number(),
        passengerName: z.string(),
        mobile: z.string(),
        status: z.enum(ReminderStatus),
        statusTitle: z.string(),
        text: z.string(),
        sentAt: wireDate.nullable(),
        createdAt: wireDate,
      }),
    ),
  }),
  errors: [],
} satisfies Contract;
