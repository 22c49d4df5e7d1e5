import "server-only";
// PUT /api/Tour/{tourId}/toggleRegistration: opens or closes the sale of the tour.
import { withOwnedTour } from "./access";

export async function toggleRegistration(leaderId: number, tourId: number) {
  return withOwnedTour(leaderId, tourId, async (tx) => {
    const { registrationOpen } = await tx.tour.findUniqueOrThrow({
      where: { id: tourId },
      select: { registrationOpen: true },
    });
    await tx.tour.update({
      where: { id: tourId },
      data: { registrationOpen: !registrationOpen },
      select: { id: true },
    });
    return { registrationOpen: !registrationOpen };
  });
}
