import "server-only";
// GET /api/tour/{tourId}/reminders: what the day-before reminder sent, per passenger, for the leader.
import { prisma } from "@/lib/db/client";
import { assertOwnedTour } from "@/lib/tours/access";
import { REMINDER_STATUS_TITLES } from "./messages";

export async function listReminders(leaderId: number, tourId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const rows = await prisma.tourReminder.findMany({
    where: { session: { tourId } },
    orderBy: [{ sessionId: "asc" }, { id: "asc" }],
    select: {
      id: true,
      sessionId: true,
      mobile: true,
      status: true,
      text: true,
      sentAt: true,
      createdAt: true,
      passenger: { select: { firstName: true, lastName: true } },
    },
  });
  return {
    reminders: rows.map(({ passenger, ...r }) => ({
      ...r,
      passengerName: `${passenger.firstName} ${passenger.lastName}`,
      statusTitle: REMINDER_STATUS_TITLES[r.status],
    })),
  };
}
