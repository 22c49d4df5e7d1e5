import "server-only";
// GET /api/Tour/{tourId}/extra-question: the tour's extra question and the passengers' answers,
// optionally of one vehicle. Answers come from tickets, which the reservation code adds: until then
// the list is empty.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";

export interface ExtraQuestionAnswer {
  fullName: string;
  answer: string;
  phone: string | null;
  email: string | null;
}

export async function getExtraQuestion(leaderId: number, tourId: number, vehicleId?: number | null) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, leaderId, deletedAt: null },
    select: { extraQuestionTitle: true, extraQuestionIsDateType: true, answerToExtraQuestionIsRequired: true },
  });
  if (!tour) throw notFound();
  if (vehicleId && !(await prisma.vehicle.count({ where: { id: vehicleId, session: { tourId } } }))) throw notFound();
  const answers: ExtraQuestionAnswer[] = [];
  return {
    title: tour.extraQuestionTitle,
    isDateType: tour.extraQuestionIsDateType,
    isRequired: tour.answerToExtraQuestionIsRequired,
    answers,
  };
}
