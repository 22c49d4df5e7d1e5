import type { Contract } from "@/lib/http/contract";
import { route } from "@/lib/http/route";
import { getPanelMetaData } from "@/lib/operator/panel-meta-data";
import { z } from "@/lib/validation/z";

const panelMetaDataContract = {
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
} satisfies Contract;

export const GET = route(panelMetaDataContract, () => getPanelMetaData());
