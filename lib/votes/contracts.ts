import type { Contract } from "@/lib/http/contract";
import { nationalIdSchema, idSchema } from "@/lib/validation/fields";
import { wireDate } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";
import { voteBodySchema } from "./schemas";

const tags = ["Votes and comments"];

export const submitVoteContract = {
  method: "POST",
  path: "/api/tour/{tourId}/vote",
  summary: "ثبت نظرسنجی پس از سفر با کد ملی مسافر",
  tags,
  access: "public",
  params: z.object({ tourId: idSchema }),
  body: voteBodySchema,
  maxBodyBytes: 8192,
  response: z.object({ id: idSchema, tourId: idSchema, success: z.boolean() }),
  errors: ["already_voted", "not_traveller"],
} satisfies Contract;

export const voteableToursContract = {
  method: "GET",
  path: "/api/tour/vote/{nationalId}",
  summary: "تورهایی که این کد ملی در آن‌ها سفر کرده و وضعیت نظرسنجی",
  tags,
  access: "public",
  params: z.object({ nationalId: nationalIdSchema }),
  response: z.array(
    z.object({
      voted: z.boolean(),
      tourId: z.number().int(),
      tourTitle: z.string(),
      leaderId: z.number().int(),
      sessionEnd: wireDate,
    }),
  ),
  errors: [],
} satisfies Contract;
