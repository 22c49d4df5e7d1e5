// The parts of a tour that both its public page and the wizard's edit load read, in the order they
// show them: sessions by start time with their vehicles (closed seats counted), refund rules from the
// most days before, photos by slot, the rest as entered.
import type { Prisma } from "@/lib/db/client";

export const TOUR_PARTS_INCLUDE = {
  sessions: {
    orderBy: { startTime: "asc" },
    include: { vehicles: { orderBy: { id: "asc" }, include: { _count: { select: { closedSeats: true } } } } },
  },
  refundRules: { orderBy: { daysBefore: "desc" } },
  extraItems: { orderBy: { id: "asc" } },
  services: { orderBy: { id: "asc" } },
  checklists: { orderBy: { id: "asc" } },
  tags: { orderBy: { id: "asc" } },
  photos: { orderBy: { order: "asc" } },
} satisfies Prisma.TourInclude;
