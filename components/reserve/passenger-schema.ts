// The passengers form (spec doc 2 §5): first and last name, gender, national id (10 digits and
// the check digit) and Iranian mobile required; the extra question's answer when the tour says so.
import { mobileSchema, nationalIdSchema, emailSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";

export function passengersFormSchema(answerRequired: boolean) {
  const answer = answerRequired ? z.string().trim().min(1) : z.string().trim();
  return z.object({
    passengers: z.array(
      z.object({
        firstName: z.string().trim().min(1).max(50),
        lastName: z.string().trim().min(1).max(50),
        gender: z.enum(["Male", "Female"], { error: "جنسیت را انتخاب کنید" }),
        nationalId: nationalIdSchema,
        mobile: mobileSchema,
        extraQuestionAnswer: answer,
      }),
    ),
    email: z.union([z.literal(""), emailSchema]),
  });
}

export type PassengersFormInput = z.input<ReturnType<typeof passengersFormSchema>>;
export type PassengersFormOutput = z.output<ReturnType<typeof passengersFormSchema>>;

/** National ids that appear more than once (the spec's uniqueness toast; no request is sent). */
export function duplicateNationalIds(ids: string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const id of ids) (seen.has(id) ? dup : seen).add(id);
  return [...dup];
}

export const UNIQUE_NATIONAL_ID = "مقدار کد ملی باید یکتا باشد";
export const ALREADY_REGISTERED = "مسافر قبلا ثبت نام شده است";

export { passengerTitle } from "./passenger-title";
