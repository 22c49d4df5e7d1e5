// Response schemas of the tour calls (lib/tours/contracts.ts): what the services return, in wire
// form (toman as numbers, instants as ISO strings). The UI's types are inferred from these
// (lib/client/response-of.ts), so a field the pages read must be listed here.
import { Accommodation, TourStatus, TourType, TourVisibility, TransportType } from "@/lib/db/generated/enums";
import { pagedSchema } from "@/lib/http/paging";
import { wireDate, wireMoney } from "@/lib/http/wire";
import { z } from "@/lib/validation/z";

const int = z.number().int();
const toman = wireMoney;
const instant = wireDate;
const text = z.string();
const named = z.object({ id: int, name: text });
const titled = z.object({ id: int, title: text });

export const photoSchema = z.object({ order: int, name: text, address: text.nullable() });
export const photosResponse = z.object({ photos: z.array(photoSchema) });
export const photoUploadResponse = z.object({ name: text, photos: z.array(photoSchema) });
/** A single stored photo (local leader, default tour photo); both null once removed. */
export const storedPhotoResponse = z.object({ name: text.nullable(), address: text.nullable() });

export const serviceItemSchema = z.object({ serviceId: int, title: text });
export const checklistItemSchema = z.object({ checklistId: int, title: text });
/** A checklist item or a service, as added or renamed. */
export const titleItemResponse = z.union([serviceItemSchema, checklistItemSchema]);

export const refundRuleSchema = z.object({
  ruleId: int,
  daysBefore: int,
  penaltyPercent: z.number(),
  editable: z.boolean(),
});

export const extraItemSchema = z.object({
  id: int,
  extraItemId: int,
  title: text,
  capacity: int,
  price: toman,
  soldCount: int,
  availableCapacity: int,
  editable: z.boolean(),
});

export const vehicleResponse = z.object({
  id: int,
  sessionId: int,
  vehicleType: z.enum(TransportType),
  typeTitle: text,
  busPassengersCanChooseTheirSeat: z.boolean(),
  price: toman,
  capacity: int,
  remainingCapacity: int,
  editable: z.boolean(),
});

export const seatMapResponse = z.object({
  vehicleId: int,
  vehicleType: z.enum(TransportType),
  typeTitle: text,
  busPassengersCanChooseTheirSeat: z.boolean(),
  capacity: int,
  /** Seats left and right of the aisle, null for a vehicle without a map. */
  sides: z.tuple([int, int]).nullable(),
  /** Each row's seat numbers left to right; null is the aisle or an empty place. */
  rows: z.array(z.array(int.nullable())),
  seats: z.array(z.object({ seatNumber: int, state: z.enum(["free", "closed", "taken"]) })),
  /** Places a buyer can still take in this vehicle: its free seats, and never more than its session has left. */
  placesLeft: int,
});

export const closeSeatResponse = z.object({ vehicleId: int, seatNumber: int, closed: z.boolean() });

export const extraQuestionResponse = z.object({
  title: text.nullable(),
  isDateType: z.boolean(),
  isRequired: z.boolean(),
  answers: z.array(z.object({ fullName: text, answer: text, phone: text.nullable(), email: text.nullable() })),
});

export const referenceListResponse = z.array(titled);
export const hardshipsResponse = z.array(titled.extend({ description: text }));

export const tagsResponse = z.object({ tags: z.array(text) });
export const registrationResponse = z.object({ registrationOpen: z.boolean() });
export const visibilityResponse = z.object({ visibility: z.enum(TourVisibility) });
export const cancelTourResponse = z.object({ id: int, status: z.literal("Cancelled") });

const publicVehicleSchema = z.object({
  id: int,
  vehicleType: z.enum(TransportType),
  typeTitle: text,
  /** The type's title, numbered when two vehicles of the session share it. */
  label: text,
  busPassengersCanChooseTheirSeat: z.boolean(),
  price: toman,
  capacity: int,
  remainingCapacity: int,
});

const publicSessionSchema = z.object({
  id: int,
  startTime: instant,
  endTime: instant,
  registrationEndTime: instant,
  capacity: int,
  availableCapacity: int,
  price: toman,
  childPrice: toman.nullable(),
  infantPrice: toman.nullable(),
  isRegistrable: z.boolean(),
  vehicles: z.array(publicVehicleSchema),
});

const publicExtraItemSchema = z.object({ id: int, title: text, price: toman, capacity: int, availableCapacity: int });

export const publicTourResponse = z.object({
  id: int,
  leaderId: int,
  leader: z.object({
    id: int,
    fullName: text,
    brand: text.nullable(),
    photo: text.nullable(),
    contact: z.object({ mobile: text, phone: text.nullable(), instagram: text.nullable(), telegram: text.nullable() }),
    policy: text.nullable(),
    rating: z.number().nullable(),
  }),
  seller: named.nullable(),
  title: text,
  description: text.nullable(),
  tourType: z.enum(TourType),
  style: titled.nullable(),
  styleId: int.nullable(),
  startCity: z.object({ id: int, name: text, province: named }).nullable(),
  startCityId: int.nullable(),
  startPlaceText: text.nullable(),
  endPlaceText: text.nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  isAbroad: z.boolean(),
  hardShip: titled.extend({ description: text.nullable() }).nullable(),
  hardShipId: int.nullable(),
  showHardShipDescriptionInBuyTime: z.boolean(),
  startAge: int,
  endAge: int,
  accommodations: z.array(z.object({ value: z.enum(Accommodation), title: text })),
  dailyProgram: text.nullable(),
  ticketNote: text.nullable(),
  extraQuestion: z.object({ title: text, isDateType: z.boolean(), isRequired: z.boolean() }).nullable(),
  localLeaderName: text.nullable(),
  localLeaderPhoto: text.nullable(),
  status: z.enum(TourStatus),
  registrationOpen: z.boolean(),
  hasDiscountCodes: z.boolean(),
  tags: z.array(text),
  services: z.array(serviceItemSchema),
  checkLists: z.array(checklistItemSchema),
  photos: z.array(photoSchema),
  refundRules: z.array(z.object({ ruleId: int, daysBefore: int, penaltyPercent: z.number() })),
  extraItems: z.array(publicExtraItemSchema),
  sessions: z.array(publicSessionSchema),
});

const tourDiscountSchema = z.object({
  id: int,
  code: text,
  capacity: int,
  usedCount: int,
  availableCapacity: int,
  percent: z.number().nullable(),
  price: toman.nullable(),
  endTime: instant.nullable(),
  editable: z.boolean(),
});

const editVehicleSchema = z.object({
  id: int,
  vehicleType: z.enum(TransportType),
  typeTitle: text,
  busPassengersCanChooseTheirSeat: z.boolean(),
  price: toman,
  capacity: int,
  bookedCount: int,
  remainingCapacity: int,
  editable: z.boolean(),
});

const editSessionSchema = z.object({
  id: int,
  capacity: int,
  price: toman,
  childPrice: toman.nullable(),
  infantPrice: toman.nullable(),
  registrationEndTime: instant.nullable(),
  startTime: instant,
  endTime: instant,
  passengersCount: int,
  availableCapacity: int,
  editable: z.boolean(),
  vehicles: z.array(editVehicleSchema),
});

const sessionGroupSchema = z.object({
  capacity: int,
  price: toman,
  childPrice: toman.nullable(),
  infantPrice: toman.nullable(),
  // The group's first session's vehicles, as that session lists them (lib/tours/session-groups.ts).
  vehicles: z.array(editVehicleSchema),
  dates: z.array(
    z.object({
      id: int,
      startTime: instant,
      endTime: instant,
      registrationEndTime: instant.nullable(),
      editable: z.boolean(),
      passengersCount: int,
    }),
  ),
});

/** The tour as the wizard edits it; several fields appear under both of the spec's spellings. */
export const editTourResponse = z.object({
  tour: z.object({
    id: int,
    title: text,
    description: text.nullable(),
    tourType: z.enum(TourType),
    type: z.enum(TourType),
    styleId: int.nullable(),
    startCityId: int.nullable(),
    cityId: int.nullable(),
    startPlaceText: text.nullable(),
    endPlaceText: text.nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    isAbroad: z.boolean(),
    hardShipId: int.nullable(),
    hardshipId: int.nullable(),
    showHardShipDescriptionInBuyTime: z.boolean(),
    startAge: int,
    endAge: int,
    tags: z.array(text),
    services: z.array(serviceItemSchema),
    checkLists: z.array(checklistItemSchema),
    checklists: z.array(checklistItemSchema),
    accommodations: z.array(z.enum(Accommodation)),
    dailyProgram: text.nullable(),
    ticketNote: text.nullable(),
    extraQuestionTitle: text.nullable(),
    extraQuestionIsDateType: z.boolean(),
    answerToExtraQuestionIsRequired: z.boolean(),
    extraQuestion: z.object({ title: text.nullable(), isDateType: z.boolean(), isRequired: z.boolean() }),
    localLeaderName: text.nullable(),
    localLeaderFullName: text.nullable(),
    localLeaderPhoto: z.object({ name: text, address: text.nullable() }).nullable(),
    copyLocalLeaderPhotoFromDefaultTour: z.boolean(),
    affiliatesCanSellThisTour: z.boolean(),
    shareFromSalesToAffiliates: toman,
    shareIsInPercent: z.boolean(),
    maxSellCountFromCollaborators: int.nullable(),
    maxCollaborationSellCount: int.nullable(),
    collabs: z.array(named),
    refundRules: z.array(refundRuleSchema),
    extraItems: z.array(extraItemSchema),
    discountCampaignIds: z.array(int),
    DefinitionInstallments: z.array(int),
    definitionInstallments: z.array(int),
    tourDiscounts: z.array(tourDiscountSchema),
    selectedDiscounts: z.array(tourDiscountSchema.extend({ isCampaign: z.boolean() })),
    isDraft: z.boolean(),
    status: z.enum(TourStatus),
    registrationOpen: z.boolean(),
    visibility: z.enum(TourVisibility),
    visibleOnSaleWebsite: z.boolean(),
    cancelledAt: instant.nullable(),
    photos: z.array(photoSchema),
    photosWithOrder: z.array(photoSchema),
    sessions: z.array(editSessionSchema),
    sessionGroups: z.array(sessionGroupSchema),
  }),
});

export const searchToursResponse = pagedSchema(
  z.object({
    id: int,
    title: text,
    tourType: z.enum(TourType),
    isDraft: z.boolean(),
    status: z.enum(TourStatus),
    registrationOpen: z.boolean(),
    visibility: z.enum(TourVisibility),
    visibleOnSaleWebsite: z.boolean(),
    startTime: instant.nullable(),
    endTime: instant.nullable(),
    isDone: z.boolean(),
    startCity: named.nullable(),
    style: titled.nullable(),
    photo: text.nullable(),
    leaderId: int,
    leaderName: text,
    /** "PersonalTours" or "CollaboratedTours". */
    ownership: text,
    sessionsCount: int,
    capacity: int,
    passengersCount: int,
    availableCapacity: int,
    minPrice: toman.nullable(),
    deletable: z.boolean(),
    soldCount: int,
    displayStatus: z.enum([
      "Draft",
      "Cancelled",
      "Finished",
      "FullyBooked",
      "RegistrationFinished",
      "RegistrationClosed",
      "Active",
    ]),
    /** An operator's hiding or suspension (lib/operator-tours/moderate-tour.ts), with the reason the leader reads. */
    moderation: z.object({ kind: z.enum(["Hidden", "Suspended"]), reason: z.string(), at: z.string() }).nullable(),
  }),
);

const storedPhoto = z.object({ name: text, address: text.nullable() });

export const defaultTourResponse = z.object({
  id: int.nullable(),
  startCityId: int.nullable(),
  startAge: int,
  endAge: int,
  services: z.array(text),
  checkLists: z.array(text),
  tags: z.array(text),
  collaborators: z.array(int),
  collabs: z.array(named),
  vehicles: z.array(z.object({ type: text, price: toman, enableSeat: z.boolean() })),
  refundRules: z.array(z.object({ daysBefore: int, penaltyPercent: z.number() })),
  ticketNote: text.nullable(),
  localLeaderFullName: text.nullable(),
  localLeaderPhoto: storedPhoto.nullable(),
  defaultPhoto: storedPhoto.nullable(),
  extraQuestionTitle: text.nullable(),
  extraQuestionIsDateType: z.boolean(),
  answerToExtraQuestionIsRequired: z.boolean(),
  affiliatesCanSellThisTour: z.boolean(),
  shareFromSalesToAffiliates: toman,
  shareIsInPercent: z.boolean(),
  maxSellCountFromCollaborators: int.nullable(),
});

/** GET /api/tour/{tourId}/places: what a sale changes, for the tour page's live figures. */
export const livePlacesResponse = z.object({
  status: z.enum(TourStatus),
  registrationOpen: z.boolean(),
  sessions: z.array(
    z.object({
      id: int,
      availableCapacity: int,
      isRegistrable: z.boolean(),
      startTime: wireDate,
      registrationEndTime: wireDate,
    }),
  ),
});
