// Contracts of the wallet calls (spec doc 1 §3 "Leader balance report").
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";

export const balanceContract = {
  method: "GET",
  path: "/api/Users/Self/balance",
  summary: "گزارش موجودی و فروش کاربر جاری",
  tags: ["Wallet"],
  access: ["Leader", "Affiliate"],
  response: z.object({
    balance: z.number().int().describe("toman"),
    passengerCount: z.number().int(),
    toursCompleted: z.number().int(),
    saleCount: z.number().int(),
    todaysSale: z.number().int().describe("toman, Asia/Tehran day"),
    totalSale: z.number().int().describe("toman"),
  }),
} satisfies Contract;
