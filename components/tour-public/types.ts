// The public tour as the pages and their client islands receive it: plain JSON (numbers for toman,
// ISO strings for instants), built on the server from lib/tours/get-public-tour.ts.
import type { TransportType, TourType } from "@/lib/db/generated/enums";

export interface PublicVehicle {
  id: number;
  vehicleType: TransportType;
  typeTitle: string;
  /** The type's title, numbered when two vehicles of the session share it. */
  label: string;
  busPassengersCanChooseTheirSeat: boolean;
  price: number;
  capacity: number;
  remainingCapacity: number;
}

export interface PublicSession {
  id: number;
  startTime: string;
  endTime: string;
  registrationEndTime: string;
  capacity: number;
  availableCapacity: number;
  price: number;
  childPrice: number | null;
  infantPrice: number | null;
  isRegistrable: boolean;
  vehicles: PublicVehicle[];
}

export interface PublicExtraItem {
  id: number;
  title: string;
  price: number;
  capacity: number;
  availableCapacity: number;
}

export interface PublicTour {
  id: number;
  leaderId: number;
  leader: {
    id: number;
    fullName: string;
    brand: string | null;
    photo: string | null;
    rating?: number | null;
    contact: { mobile: string; phone: string | null; instagram: string | null; telegram: string | null };
    policy: string | null;
  };
  seller: { id: number; name: string } | null;
  title: string;
  description: string | null;
  tourType: TourType;
  style: { id: number; title: string } | null;
  startCity: { id: number; name: string; province: { id: number; name: string } | null } | null;
  startPlaceText: string | null;
  endPlaceText: string | null;
  latitude: number | null;
  longitude: number | null;
  hardShip: { id: number; title: string; description: string | null } | null;
  startAge: number;
  endAge: number;
  accommodations: { value: string; title: string }[];
  dailyProgram: string | null;
  ticketNote: string | null;
  extraQuestion: { title: string; isDateType: boolean; isRequired: boolean } | null;
  localLeaderName: string | null;
  localLeaderPhoto: string | null;
  status: string;
  registrationOpen: boolean;
  hasDiscountCodes: boolean;
  tags: string[];
  services: { serviceId: number; title: string }[];
  checkLists: { checklistId: number; title: string }[];
  photos: { order: number; name: string; address: string | null }[];
  refundRules: { ruleId: number; daysBefore: number; penaltyPercent: number }[];
  extraItems: PublicExtraItem[];
  sessions: PublicSession[];
}

/** What the reservation steps need (no program texts): smaller pages. */
export type ReserveTour = Pick<
  PublicTour,
  "id" | "leaderId" | "title" | "tourType" | "seller" | "extraQuestion" | "extraItems" | "sessions" | "hasDiscountCodes" | "startPlaceText" | "startCity"
>;
