// Contracts of the leader wage settings (spec doc 3 §3 "Leader wage setting", §7 "Leader wage").
import type { Contract } from "@/lib/http/contract";
import { idSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { wireDate } from "@/lib/http/wire";

const WAGE = ["Leader wage settings"];
const id = idSchema;

export const wageSettingsSchema = z.object({
  percentWagePerPassenger: z.number().int().min(0).max(100),
  maxAlowedWagePricePerPassenger: z.number().int().min(0),
});

const answer = z.object({
  userId: z.number().int(),
  isDefault: z.boolean(),
  wageSettings: wageSettingsSchema,
  defaults: wageSettingsSchema,
  updatedAt: wireDate.nullable(),
});

export const getWageSettingsContract = {
  method: "GET",
  path: "/api/LeaderWageSettings/{leaderId}",
  summary: "تنظیمات کارمزد یک برگزارکننده (یا پیش‌فرض پلتفرم)",
  tags: WAGE,
  access: ["Operator"],
  params: z.object({ leaderId: id }),
  response: answer,
  errors: ["leader_not_found"],
} satisfies Contract;

export const setWageSettingsContract = {
  method: "POST",
  path: "/api/LeaderWageSettings",
  summary: "ثبت کارمزد هر مسافر (درصد و سقف) برای فروش‌های بعدی یک برگزارکننده",
  tags: WAGE,
  access: ["Operator"],
  body: z.object({
    userId: id,
    wageSettings: z.object({
      percentWagePerPassenger: z.coerce
        .number({ error: "درصد کارمزد هر مسافر الزامی است" })
        .int()
        .min(0, "درصد کارمزد بین ۰ و ۱۰۰ است")
        .max(100, "درصد کارمزد بین ۰ و ۱۰۰ است"),
      maxAlowedWagePricePerPassenger: z.coerce
        .number({ error: "سقف کارمزد هر مسافر الزامی است" })
        .int()
        .min(0, "سقف کارمزد نمی‌تواند منفی باشد")
        .max(1_000_000_000)
        .transform((v) => BigInt(v)),
    }),
  }),
  response: answer.extend({ message: z.string() }),
  errors: ["leader_not_found"],
} satisfies Contract;
