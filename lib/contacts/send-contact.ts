import "server-only";
// POST /api/Contacts: the platform's contact form (the spec does not show its fields: name,
// mobile, optional email and subject, message).
import { prisma } from "@/lib/db/client";
import type { z } from "@/lib/validation/z";
import type { contactSchema } from "@/lib/websites/schemas";

export async function sendContact(input: z.output<typeof contactSchema>) {
  const row = await prisma.contactMessage.create({
    data: {
      fullName: input.fullName,
      mobile: input.mobile,
      email: input.email ?? null,
      subject: input.subject ?? null,
      message: input.message,
    },
    select: { id: true },
  });
  return { id: row.id };
}
