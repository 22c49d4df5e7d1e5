import { nationalIdSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

const score = z.preprocess(
  (v) => (v === null || v === "" ? undefined : v),
  z.coerce.number().int().min(1).max(5).default(1),
);

export const voteBodySchema = z.object({
  nationalId: nationalIdSchema,
  question1: score,
  question2: score,
  question3: score,
  question4: score,
  comment: z.preprocess(
    (v) => (v === null || (typeof v === "string" && v.trim() === "") ? undefined : v),
    z.string().trim().max(1000, "حداکثر ۱۰۰۰ نویسه").optional(),
  ),
});
export type VoteBody = z.output<typeof voteBodySchema>;
