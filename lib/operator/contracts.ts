// Contracts of the operator panel calls (spec doc 1 §7 "Operator administration").
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";

export const panelMetaDataContract = {
  method: "GET",
  path: "/api/Operator/panel-meta-data",
  summary: "شمارنده‌های منوی پنل مدیریت",
  tags: ["Operator"],
  access: ["Operator", "Accountant"],
  response: z.object({
    leadersAwaitingConfirmation: z.number().int(),
    sellersAwaitingConfirmation: z.number().int(),
    c2cPaymentsAwaitingConfirmation: z.number().int(),
    checkoutsInProcess: z.number().int(),
    operatorRefundsInProcess: z.number().int(),
  }),
  errors: [],
} satisfies Contract;
