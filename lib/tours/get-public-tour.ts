// The public tour, one file for every reader (docs/public-pages.md): getPublicTour is GET /api/Tour/{tourId}'s answer
// (the public page of a published tour, for anyone; a draft or deleted tour is 404; with sellerId, an affiliate's link,
// the seller must be the leader or a seller the tour allows, else 404, so that a link cannot attribute sales to a
// stranger; discount codes, the collaborator list and the affiliates' share are not shown). getCachedPublicTour is the
// same tour for a page under /{leaderId}/tour/{tourId} (the tour page's loader, lib/public-pages/tour-page.ts, and the
// reserve steps, lib/public-pages/reserve-tour.ts): its terms (texts, program, photos, prices, dates) cached and expired
// by every edit (lib/tours/public-tour-cache.ts), the figures a sale changes read fresh (readPublicTourLive), 404 when
// the tour is missing, a draft, deleted, or another leader's (null: the page's loader answers Next's 404, which an API
// route's module, reaching this file, may not import); a sellerId the tour does not allow is dropped, as the
// spec's client retries the tour without it.
import { unstable_cache } from "next/cache";
import { cache } from "react";
import { toWire } from "@/lib/client/to-wire";
import { withLiveFigures, type PublicTour } from "./live-figures";
import { leaderToursTag, publicTourTag } from "./public-tour-tags";
import { PUBLIC_TOUR_WHERE } from "@/lib/tours/public-tour-where";
import { findSellerGrant } from "@/lib/tours/find-seller-grant";
import type { TourStatus } from "@/lib/db/generated/enums";
import { prisma } from "@/lib/db/client";
import { ApiError, notFound } from "@/lib/http/errors";
import { HTTP_MESSAGES } from "@/lib/http/messages";
import { publicFileUrl } from "@/lib/storage";
import { ACCOMMODATION_TITLES, TRANSPORT_TITLES } from "./options";
import { photoView, tourPhotoUrl } from "./photo-files";
import { TOUR_PARTS_INCLUDE } from "./tour-parts-include";
import { vehicleLabels } from "./vehicle-labels";
import { getLeaderRating } from "@/lib/votes/get-leader-rating";
import { placesLeft, vehiclePlacesLeft } from "@/lib/shared/places-left";

/**
 * The seller of an affiliate's link: the leader (null), or a seller the tour allows (its switch on,
 * a collaborator or an affiliate assigned to the leader: lib/tours/find-seller-grant.ts);
 * undefined otherwise.
 */
export async function findPublicSeller(
  tour: { id: number; leaderId: number; affiliatesCanSellThisTour?: boolean },
  sellerId: number,
): Promise<{ id: number; name: string } | null | undefined> {
  if (sellerId === tour.leaderId) return null;
  const canSell =
    tour.affiliatesCanSellThisTour ??
    (
      await prisma.tour.findFirst({
        where: { id: tour.id, leaderId: tour.leaderId },
        select: { affiliatesCanSellThisTour: true },
      })
    )?.affiliatesCanSellThisTour ??
    false;
  const grant = await findSellerGrant(prisma, { ...tour, affiliatesCanSellThisTour: canSell }, sellerId);
  return grant.ok ? { id: grant.seller.id, name: grant.seller.name } : undefined;
}

export interface PublicTourLive {
  status: TourStatus;
  registrationOpen: boolean;
  sessions: { id: number; capacity: number; bookedCount: number }[];
  vehicles: { id: number; capacity: number; bookedCount: number; closedSeats: number }[];
  extraItems: { id: number; capacity: number; soldCount: number }[];
}

/**
 * What a sale or the registration switch changes, in one round trip: the page caches the rest of
 * the tour and overlays these fresh figures. Null when the tour is missing, a draft or deleted.
 */
export async function readPublicTourLive(tourId: number): Promise<PublicTourLive | null> {
  const rows = await prisma.$queryRaw<PublicTourLive[]>`
    SELECT t.status::text AS status, t."registrationOpen",
      -- A session's places held for its waiting list are taken as far as a buyer is concerned.
      COALESCE((SELECT json_agg(json_build_object('id', s.id, 'capacity', s.capacity, 'bookedCount', s."bookedCount" + s."heldCount"))
        FROM "TourSession" s WHERE s."tourId" = t.id), '[]'::json) AS sessions,
      COALESCE((SELECT json_agg(json_build_object('id', v.id, 'capacity', v.capacity, 'bookedCount', v."bookedCount",
          'closedSeats', (SELECT count(*) FROM "VehicleClosedSeat" c WHERE c."vehicleId" = v.id)))
        FROM "Vehicle" v JOIN "TourSession" s ON s.id = v."sessionId" WHERE s."tourId" = t.id), '[]'::json) AS vehicles,
      COALESCE((SELECT json_agg(json_build_object('id', i.id, 'capacity', i.capacity, 'soldCount', i."soldCount"))
        FROM "TourExtraItem" i WHERE i."tourId" = t.id), '[]'::json) AS "extraItems"
    FROM "Tour" t WHERE t.id = ${tourId} AND t."isDraft" = false AND t."deletedAt" IS NULL AND t.moderation IS NULL
      AND NOT EXISTS (SELECT 1 FROM "User" u WHERE u.id = t."leaderId" AND u."deletedAt" IS NOT NULL)`;
  return rows[0] ?? null;
}

/** Each vehicle with the name a traveller tells it apart by (numbered when two share a type). */
function withVehicleLabels<V extends { id: number; vehicleType: keyof typeof TRANSPORT_TITLES }>(vehicles: V[]) {
  const labels = vehicleLabels(vehicles.map((v) => ({ id: v.id, typeTitle: TRANSPORT_TITLES[v.vehicleType] })));
  return vehicles.map((vehicle) => ({ vehicle, label: labels.get(vehicle.id)! }));
}

export async function getPublicTour(tourId: number, sellerId?: number | null, now = new Date()) {
  const tour = await prisma.tour.findFirst({
    // A leader deleted by an operator, or a tour an operator hid or suspended, has no public page.
    where: { id: tourId, ...PUBLIC_TOUR_WHERE },
    include: {
      leader: {
        select: {
          id: true,
          firstName: true,
          lastName: true,
          brand: true,
          photo: true,
          mobile: true,
          phone: true,
          instagram: true,
          telegram: true,
          profileRule: true,
          defaultTour: { select: { localLeaderPhoto: true, defaultPhoto: true } },
        },
      },
      style: { select: { id: true, title: true } },
      hardShip: { select: { id: true, title: true, description: true } },
      startCity: { select: { id: true, name: true, province: { select: { id: true, name: true } } } },
      ...TOUR_PARTS_INCLUDE,
      _count: { select: { discounts: true, campaigns: true } },
    },
  });
  if (!tour) throw notFound(HTTP_MESSAGES.notFound, "not_found");
  const seller = sellerId ? await findPublicSeller(tour, sellerId) : null;
  if (seller === undefined) throw notFound(HTTP_MESSAGES.notFound, "not_found");

  const sellable = tour.status === "Enabled" && tour.registrationOpen;
  const defaults = tour.leader.defaultTour;
  const localLeaderPhoto = tour.copyLocalLeaderPhotoFromDefaultTour
    ? defaults?.localLeaderPhoto
    : tour.localLeaderPhoto;
  const photos = tour.photos.length
    ? tour.photos.map(photoView)
    : defaults?.defaultPhoto
      ? [photoView({ order: 1, name: defaults.defaultPhoto })]
      : [];

  return {
    id: tour.id,
    leaderId: tour.leaderId,
    leader: {
      id: tour.leader.id,
      fullName: `${tour.leader.firstName} ${tour.leader.lastName}`,
      brand: tour.leader.brand,
      photo: publicFileUrl(tour.leader.photo),
      // What a traveller needs to reach the leader before buying (shown in the page's footer).
      contact: {
        mobile: tour.leader.mobile,
        phone: tour.leader.phone,
        instagram: tour.leader.instagram,
        telegram: tour.leader.telegram,
      },
      policy: tour.leader.profileRule,
      rating: await getLeaderRating(tour.leader.id),
    },
    seller,
    title: tour.title,
    description: tour.description,
    tourType: tour.tourType,
    style: tour.style,
    styleId: tour.styleId,
    startCity: tour.startCity
      ? { id: tour.startCity.id, name: tour.startCity.name, province: tour.startCity.province }
      : null,
    startCityId: tour.startCityId,
    startPlaceText: tour.startPlaceText,
    endPlaceText: tour.endPlaceText,
    latitude: tour.latitude,
    longitude: tour.longitude,
    isAbroad: tour.isAbroad,
    hardShip: tour.hardShip
      ? {
          id: tour.hardShip.id,
          title: tour.hardShip.title,
          description: tour.showHardShipDescriptionInBuyTime ? tour.hardShip.description : null,
        }
      : null,
    hardShipId: tour.hardShipId,
    showHardShipDescriptionInBuyTime: tour.showHardShipDescriptionInBuyTime,
    startAge: tour.startAge,
    endAge: tour.endAge,
    accommodations: tour.accommodations.map((value) => ({ value, title: ACCOMMODATION_TITLES[value] })),
    dailyProgram: tour.dailyProgram,
    ticketNote: tour.ticketNote,
    extraQuestion: tour.extraQuestionTitle
      ? {
          title: tour.extraQuestionTitle,
          isDateType: tour.extraQuestionIsDateType,
          isRequired: tour.answerToExtraQuestionIsRequired,
        }
      : null,
    localLeaderName: tour.localLeaderName,
    localLeaderPhoto: tourPhotoUrl(localLeaderPhoto),
    status: tour.status,
    registrationOpen: tour.registrationOpen,
    // The tour's own codes or a discount campaign chosen for it (lib/discounts): the receipt step offers the code box.
    hasDiscountCodes: tour._count.discounts + tour._count.campaigns > 0,
    tags: tour.tags.map((t) => t.title),
    services: tour.services.map((s) => ({ serviceId: s.id, title: s.title })),
    checkLists: tour.checklists.map((c) => ({ checklistId: c.id, title: c.title })),
    photos,
    refundRules: tour.refundRules.map((r) => ({
      ruleId: r.id,
      daysBefore: r.daysBefore,
      penaltyPercent: r.penaltyPercent,
    })),
    extraItems: tour.extraItems.map((i) => ({
      id: i.id,
      title: i.title,
      price: i.price,
      capacity: i.capacity,
      availableCapacity: placesLeft(i.capacity, i.soldCount),
    })),
    sessions: tour.sessions.map((s) => {
      const registrationEndTime = s.registrationEndTime ?? s.endTime;
      const availableCapacity = placesLeft(s.capacity, s.bookedCount);
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
        vehicles: withVehicleLabels(s.vehicles).map(({ vehicle: v, label }) => ({
          id: v.id,
          vehicleType: v.vehicleType,
          typeTitle: TRANSPORT_TITLES[v.vehicleType],
          label,
          busPassengersCanChooseTheirSeat: v.busPassengersCanChooseTheirSeat,
          price: v.price,
          capacity: v.capacity,
          remainingCapacity: vehiclePlacesLeft({ ...v, closedSeats: v._count.closedSeats }),
        })),
      };
    }),
  };
}

/** A safety net for what no tour service expires (a leader's brand or photo in the profile). */
const TERMS_REVALIDATE_SECONDS = 60;

const positiveInt = (value: string | string[] | undefined): number | null => {
  const text = Array.isArray(value) ? value[0] : value;
  return text && /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
};

export const parseId = positiveInt;

/** The cached terms; a missing tour throws (a 404 is never cached, so unknown ids cannot fill the cache). */
function cachedTerms(tourId: number, leaderId: number): Promise<PublicTour> {
  return unstable_cache(async () => toWire(await getPublicTour(tourId, null)), ["public-tour-terms", String(tourId)], {
    tags: [publicTourTag(tourId), leaderToursTag(leaderId)],
    revalidate: TERMS_REVALIDATE_SECONDS,
  })();
}

async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const getCachedPublicTour = cache(
  async (leaderIdParam: string, tourIdParam: string, sellerParam?: string | string[]): Promise<PublicTour | null> => {
    const leaderId = positiveInt(leaderIdParam);
    const tourId = positiveInt(tourIdParam);
    if (!leaderId || !tourId) return null;
    const sellerId = positiveInt(sellerParam);
    const [terms, live, seller] = await Promise.all([
      orNull(cachedTerms(tourId, leaderId)),
      readPublicTourLive(tourId),
      sellerId ? findPublicSeller({ id: tourId, leaderId }, sellerId) : null,
    ]);
    if (!terms || !live || terms.leaderId !== leaderId) return null;
    return { ...withLiveFigures(terms, live, new Date()), seller: seller ?? null };
  },
);
