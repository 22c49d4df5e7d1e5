// Contracts of the contact and suggestion calls (spec doc 3 §7 "Contacts and suggestions").
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { contactSchema, suggestionSchema } from "@/lib/websites/schemas";

const tags = ["Contacts"];

export const sendContactContract = {
  method: "POST",
  path: "/api/Contacts",
  summary: "فرم تماس با سامانه",
  tags,
  access: "public",
  body: contactSchema,
  response: z.object({ id: z.number() }),
  errors: [],
} as const satisfies Contract;
export const sendSuggestionContract = {
  method: "POST",
  path: "/api/Suggestions/Create",
  summary: "ثبت پیشنهاد یا شکایت (متن حداکثر ۵۰۰۰ نویسه)",
  tags,
  access: "public",
  body: suggestionSchema,
  response: z.object({ id: z.number() }),
  errors: [],
} as const satisfies Contract;
