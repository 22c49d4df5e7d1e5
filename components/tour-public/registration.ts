// Whether (and why not) a tour or one of its sessions can be bought now.
import { needsVehicleStep } from "@/components/reserve/vehicle-step";
import { formatJalaliDateTime } from "@/lib/format/date";
import type { PublicSession, PublicTour } from "./types";

export function sessionState(session: PublicSession, tour: Pick<PublicTour, "status" | "registrationOpen">, now: number): { open: boolean; text: string } {
  if (session.isRegistrable) return { open: true, text: "ثبت‌نام فعال" };
  if (tour.status === "Cancelled") return { open: false, text: "لغو شده" };
  if (Date.parse(session.startTime) <= now) return { open: false, text: "برگزار شده" };
  if (session.availableCapacity <= 0) return { open: false, text: "تکمیل ظرفیت" };
  if (Date.parse(session.registrationEndTime) <= now) return { open: false, text: "پایان مهلت ثبت‌نام" };
  return { open: false, text: "ثبت‌نام بسته است" };
}

export function tourRegistrationState(tour: Pick<PublicTour, "status" | "registrationOpen" | "sessions">, now: number) {
  if (tour.sessions.some((s) => s.isRegistrable)) return { open: true, text: "ثبت‌نام فعال" };
  if (tour.status === "Cancelled") return { open: false, text: "تور لغو شده است" };
  if (!tour.registrationOpen) return { open: false, text: "ثبت‌نام بسته است" };
  if (tour.sessions.length && tour.sessions.every((s) => Date.parse(s.startTime) <= now)) return { open: false, text: "تور برگزار شده است" };
  if (tour.sessions.some((s) => s.availableCapacity <= 0 && Date.parse(s.startTime) > now)) return { open: false, text: "تکمیل ظرفیت" };
  return { open: false, text: "ثبت‌نام بسته است" };
}

/** The buy box's choices: registrable sessions with their prices and what is left (dates formatted here, on the server, to keep the date library out of the browser). */
export function sessionOptions(sessions: PublicSession[]) {
  return sessions
    .filter((s) => s.isRegistrable)
    .map((s) => ({
      id: s.id,
      label: `${formatJalaliDateTime(s.startTime)} تا ${formatJalaliDateTime(s.endTime)}`,
      price: s.price,
      childPrice: s.childPrice,
      infantPrice: s.infantPrice,
      availableCapacity: s.availableCapacity,
      seatStep: needsVehicleStep(s.vehicles),
    }));
}

export type SessionOption = ReturnType<typeof sessionOptions>[number];
