// Whether (and why not) a tour or one of its sessions can be bought now: the page's first render
// (from its data) and the live figures (live-places.ts, in the browser) use the same words.
import type { TourStatus } from "@/lib/db/generated/enums";

interface SessionFigures {
  isRegistrable: boolean;
  startTime: string;
  registrationEndTime: string;
  availableCapacity: number;
}

interface TourSwitches {
  status: TourStatus;
  registrationOpen: boolean;
}

export function sessionState(
  session: SessionFigures,
  tour: TourSwitches,
  now: number,
): { open: boolean; text: string } {
  if (session.isRegistrable) return { open: true, text: "ثبت‌نام فعال" };
  if (tour.status === "Cancelled") return { open: false, text: "لغو شده" };
  if (Date.parse(session.startTime) <= now) return { open: false, text: "برگزار شده" };
  if (session.availableCapacity <= 0) return { open: false, text: "تکمیل ظرفیت" };
  if (Date.parse(session.registrationEndTime) <= now) return { open: false, text: "پایان مهلت ثبت‌نام" };
  return { open: false, text: "ثبت‌نام بسته است" };
}

export function tourRegistrationState(tour: TourSwitches & { sessions: SessionFigures[] }, now: number) {
  if (tour.sessions.some((s) => s.isRegistrable)) return { open: true, text: "ثبت‌نام فعال" };
  if (tour.status === "Cancelled") return { open: false, text: "تور لغو شده است" };
  if (!tour.registrationOpen) return { open: false, text: "ثبت‌نام بسته است" };
  if (tour.sessions.length && tour.sessions.every((s) => Date.parse(s.startTime) <= now))
    return { open: false, text: "تور برگزار شده است" };
  if (tour.sessions.some((s) => s.availableCapacity <= 0 && Date.parse(s.startTime) > now))
    return { open: false, text: "تکمیل ظرفیت" };
  return { open: false, text: "ثبت‌نام بسته است" };
}
