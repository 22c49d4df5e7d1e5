import "server-only";
// GET /api/Tour/{tourId}: the public page of a published tour, for anyone. A draft or deleted tour
// is 404. With sellerId (an affiliate's link) the seller must be the leader or a collaborator of
// the tour, else 404, so that a link cannot attribute sales to a stranger. Discount codes, the
// collaborator list and the affiliates' share are not shown here.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { publicFileUrl } from "@/lib/storage";
import { ACCOMMODATION_TITLES, TRANSPORT_TITLES } from "./options";
import { photoView, tourPhotoUrl } from "./photo-files";

export async function getPublicTour(tourId: number, sellerId?: number | null, now = new Date()) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, isDraft: false, deletedAt: null },
    include: {
      leader: {
        select: {
          id: true,
          firstName: true,
          lastName: true,
          brand: true,
          photo: true,
          defaultTour: { select: { localLeaderPhoto: true, defaultPhoto: true } },
        },
      },
      style: { select: { id: true, title: true } },
      hardShip: { select: { id: true, title: true, description: true } },
      startCity: { select: { id: true, name: true, province: { select: { id: true, name: true } } } },
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
      collaborators: { where: { userId: sellerId ?? -1 }, include: { user: { select: { id: true, firstName: true, lastName: true, brand: true } } } },
      _count: { select: { discounts: true } },
    },
  });
  if (!tour) throw notFound();
  let seller: { id: number; name: string } | null = null;
  if (sellerId && sellerId !== tour.leaderId) {
    const collaborator = tour.collaborators[0]?.user;
    if (!collaborator) throw notFound();
    seller = { id: collaborator.id, name: collaborator.brand || `${collaborator.firstName} ${collaborator.lastName}` };
  }

  const sellable = tour.status === "Enabled" && tour.registrationOpen;
  const defaults = tour.leader.defaultTour;
  const localLeaderPhoto = tour.copyLocalLeaderPhotoFromDefaultTour ? defaults?.localLeaderPhoto : tour.localLeaderPhoto;
  const photos = tour.photos.length ? tour.photos.map(photoView) : defaults?.defaultPhoto ? [photoView({ order: 1, name: defaults.defaultPhoto })] : [];

  return {
    id: tour.id,
    leaderId: tour.leaderId,
    leader: {
      id: tour.leader.id,
      fullName: `${tour.leader.firstName} ${tour.leader.lastName}`,
      brand: tour.leader.brand,
      photo: publicFileUrl(tour.leader.photo),
    },
    seller,
    title: tour.title,
    description: tour.description,
    tourType: tour.tourType,
    style: tour.style,
    styleId: tour.styleId,
    startCity: tour.startCity ? { id: tour.startCity.id, name: tour.startCity.name, province: tour.startCity.province } : null,
    startCityId: tour.startCityId,
    startPlaceText: tour.startPlaceText,
    endPlaceText: tour.endPlaceText,
    latitude: tour.latitude,
    longitude: tour.longitude,
    isAbroad: tour.isAbroad,
    hardShip: tour.hardShip
      ? { id: tour.hardShip.id, title: tour.hardShip.title, description: tour.showHardShipDescriptionInBuyTime ? tour.hardShip.description : null }
      : null,
    hardShipId: tour.hardShipId,
    showHardShipDescriptionInBuyTime: tour.showHardShipDescriptionInBuyTime,
    startAge: tour.startAge,
    endAge: tour.endAge,
    accommodations: tour.accommodations.map((value) => ({ value, title: ACCOMMODATION_TITLES[value] })),
    dailyProgram: tour.dailyProgram,
    ticketNote: tour.ticketNote,
    extraQuestion: tour.extraQuestionTitle
      ? { title: tour.extraQuestionTitle, isDateType: tour.extraQuestionIsDateType, isRequired: tour.answerToExtraQuestionIsRequired }
      : null,
    localLeaderName: tour.localLeaderName,
    localLeaderPhoto: tourPhotoUrl(localLeaderPhoto),
    status: tour.status,
    registrationOpen: tour.registrationOpen,
    hasDiscountCodes: tour._count.discounts > 0,
    tags: tour.tags.map((t) => t.title),
    services: tour.services.map((s) => ({ serviceId: s.id, title: s.title })),
    checkLists: tour.checklists.map((c) => ({ checklistId: c.id, title: c.title })),
    photos,
    refundRules: tour.refundRules.map((r) => ({ ruleId: r.id, daysBefore: r.daysBefore, penaltyPercent: r.penaltyPercent })),
    extraItems: tour.extraItems.map((i) => ({ id: i.id, title: i.title, price: i.price, capacity: i.capacity, availableCapacity: Math.max(0, i.capacity - i.soldCount) })),
    sessions: tour.sessions.map((s) => {
      const registrationEndTime = s.registrationEndTime ?? s.endTime;
      const availableCapacity = Math.max(0, s.capacity - s.bookedCount);
      return {
        id: s.id,
        startTime: s.startTime,
        endTime: s.endTime,
        registrationEndTime,
        capacity: s.capacity,
        availableCapacity,
        price: s.price,
        childPrice: s.childPrice,
        infantPrice: s.infantPrice,
        isRegistrable: sellable && availableCapacity > 0 && now < registrationEndTime,
        vehicles: s.vehicles.map((v) => ({
          id: v.id,
          vehicleType: v.vehicleType,
          typeTitle: TRANSPORT_TITLES[v.vehicleType],
          busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
          price: v.price,
          capacity: v.capacity,
          remainingCapacity: Math.max(0, v.capacity - v.bookedCount - v._count.closedSeats),
        })),
      };
    }),
  };
}
