import "server-only";
// GET /api/Tour/{tourId}/edit: the owner's tour as the wizard loads it, in the payload's field
// names plus the names the spec's edit screen reads (type, cityId, hardshipId, ...), and what is
// still editable: nothing sold against a session, vehicle, extra item, discount or (for refund
// rules) the tour.
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { TRANSPORT_TITLES } from "./options";
import { photoView, tourPhotoUrl } from "./photo-files";
import { groupSessions } from "./session-groups";
import { TOUR_PARTS_INCLUDE } from "./tour-parts-include";
import { placesLeft, vehiclePlacesLeft } from "@/lib/shared/places-left";

export async function getTourForEdit(leaderId: number, tourId: number) {
  const tour = await prisma.tour.findFirst({
    where: { id: tourId, leaderId, deletedAt: null },
    include: {
      ...TOUR_PARTS_INCLUDE,
      discounts: { orderBy: { id: "asc" } },
      campaigns: { orderBy: { campaignId: "asc" }, select: { campaignId: true } },
      collaborators: {
        orderBy: { id: "asc" },
        include: { user: { select: { id: true, firstName: true, lastName: true, brand: true } } },
      },
      leader: { select: { defaultTour: { select: { localLeaderPhoto: true } } } },
    },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const sold = tour.sessions.some((s) => s.bookedCount > 0) || tour.extraItems.some((i) => i.soldCount > 0);

  const sessions = tour.sessions.map((s) => ({
    id: s.id,
    capacity: s.capacity,
    price: s.price,
    childPrice: s.childPrice,
    infantPrice: s.infantPrice,
    registrationEndTime: s.registrationEndTime,
    startTime: s.startTime,
    endTime: s.endTime,
    passengersCount: s.bookedCount,
    availableCapacity: placesLeft(s.capacity, s.bookedCount),
    editable: s.bookedCount === 0,
    vehicles: s.vehicles.map((v) => ({
      id: v.id,
      vehicleType: v.vehicleType,
      typeTitle: TRANSPORT_TITLES[v.vehicleType],
      busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
      price: v.price,
      capacity: v.capacity,
      bookedCount: v.bookedCount,
      remainingCapacity: vehiclePlacesLeft({ ...v, closedSeats: v._count.closedSeats }),
      editable: v.bookedCount === 0,
    })),
  }));
  const tourDiscounts = tour.discounts.map((d) => ({
    id: d.id,
    code: d.code,
    capacity: d.capacity,
    usedCount: d.usedCount,
    availableCapacity: placesLeft(d.capacity, d.usedCount),
    percent: d.percent,
    price: d.price,
    endTime: d.endTime,
    editable: d.usedCount === 0,
  }));
  const photos = tour.photos.map(photoView);
  const services = tour.services.map((s) => ({ serviceId: s.id, title: s.title }));
  const checkLists = tour.checklists.map((c) => ({ checklistId: c.id, title: c.title }));
  const localLeaderPhoto = tour.copyLocalLeaderPhotoFromDefaultTour
    ? (tour.leader.defaultTour?.localLeaderPhoto ?? null)
    : tour.localLeaderPhoto;

  return {
    tour: {
      id: tour.id,
      title: tour.title,
      description: tour.description,
      tourType: tour.tourType,
      type: tour.tourType,
      styleId: tour.styleId,
      startCityId: tour.startCityId,
      cityId: tour.startCityId,
      startPlaceText: tour.startPlaceText,
      endPlaceText: tour.endPlaceText,
      latitude: tour.latitude,
      longitude: tour.longitude,
      isAbroad: tour.isAbroad,
      hardShipId: tour.hardShipId,
      hardshipId: tour.hardShipId,
      showHardShipDescriptionInBuyTime: tour.showHardShipDescriptionInBuyTime,
      startAge: tour.startAge,
      endAge: tour.endAge,
      tags: tour.tags.map((t) => t.title),
      services,
      checkLists,
      checklists: checkLists,
      accommodations: tour.accommodations,
      dailyProgram: tour.dailyProgram,
      ticketNote: tour.ticketNote,
      extraQuestionTitle: tour.extraQuestionTitle,
      extraQuestionIsDateType: tour.extraQuestionIsDateType,
      answerToExtraQuestionIsRequired: tour.answerToExtraQuestionIsRequired,
      extraQuestion: {
        title: tour.extraQuestionTitle,
        isDateType: tour.extraQuestionIsDateType,
        isRequired: tour.answerToExtraQuestionIsRequired,
      },
      localLeaderName: tour.localLeaderName,
      localLeaderFullName: tour.localLeaderName,
      localLeaderPhoto: localLeaderPhoto ? { name: localLeaderPhoto, address: tourPhotoUrl(localLeaderPhoto) } : null,
      copyLocalLeaderPhotoFromDefaultTour: tour.copyLocalLeaderPhotoFromDefaultTour,
      affiliatesCanSellThisTour: tour.affiliatesCanSellThisTour,
      shareFromSalesToAffiliates: tour.shareFromSalesToAffiliates,
      shareIsInPercent: tour.shareIsInPercent,
      maxSellCountFromCollaborators: tour.maxSellCountFromCollaborators,
      maxCollaborationSellCount: tour.maxSellCountFromCollaborators,
      collabs: tour.collaborators.map((c) => ({
        id: c.user.id,
        name: c.user.brand || `${c.user.firstName} ${c.user.lastName}`,
      })),
      refundRules: tour.refundRules.map((r) => ({
        ruleId: r.id,
        daysBefore: r.daysBefore,
        penaltyPercent: r.penaltyPercent,
        editable: !sold,
      })),
      extraItems: tour.extraItems.map((i) => ({
        id: i.id,
        extraItemId: i.id,
        title: i.title,
        capacity: i.capacity,
        price: i.price,
        soldCount: i.soldCount,
        availableCapacity: placesLeft(i.capacity, i.soldCount),
        editable: i.soldCount === 0,
      })),
      discountCampaignIds: tour.campaigns.map((c) => c.campaignId),
      DefinitionInstallments: tour.definitionInstallmentIds,
      definitionInstallments: tour.definitionInstallmentIds,
      tourDiscounts,
      selectedDiscounts: tourDiscounts.map((d) => ({ ...d, isCampaign: false })),
      isDraft: tour.isDraft,
      status: tour.status,
      registrationOpen: tour.registrationOpen,
      visibility: tour.visibility,
      visibleOnSaleWebsite: tour.visibility !== "Hidden",
      cancelledAt: tour.cancelledAt,
      photos,
      photosWithOrder: photos,
      sessions,
      sessionGroups: groupSessions(sessions),
    },
  };
}
