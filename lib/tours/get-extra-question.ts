import "server-only";
// GET /api/Tour/{tourId}/extra-question: the tour's extra question and the passengers' answers,
// optionally of one vehicle: the answers of the tour's active tickets (held, paid or offline).
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";

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
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  if (vehicleId && !(await prisma.vehicle.count({ where: { id: vehicleId, session: { tourId } } })))
    throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const tickets = await prisma.passenger.findMany({
    where: {
      reservation: { tourId },
      activeNationalKey: { not: null },
      extraQuestionAnswer: { not: null },
      ...(vehicleId ? { vehicleId } : {}),
    },
    orderBy: { id: "asc" },
    select: {
      firstName: true,
      lastName: true,
      extraQuestionAnswer: true,
      mobile: true,
      phone: true,
      email: true,
      reservation: { select: { buyerEmail: true } },
    },
  });
  const answers: ExtraQuestionAnswer[] = tickets.map((t) => ({
    fullName: `${t.firstName} ${t.lastName}`,
    answer: t.extraQuestionAnswer!,
    phone: t.phone ?? t.mobile,
    email: t.email ?? t.reservation.buyerEmail,
  }));
  return {
    title: tour.extraQuestionTitle,
    isDateType: tour.extraQuestionIsDateType,
    isRequired: tour.answerToExtraQuestionIsRequired,
    answers,
  };
}
