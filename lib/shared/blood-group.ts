// «گروه خونی» as a tour's extra question: free text let travellers type «او مثبت», «+O» or «o+», which the
// leader cannot sort or read on the road; the eight ABO/Rh groups are all there is, so the passengers
// step offers them as a select and the reservation refuses anything else (lib/reservations/reserve.ts).
import { foldPersianLetters } from "@/lib/format/fold-persian-letters";

export const BLOOD_GROUPS = ["O+", "O-", "A+", "A-", "B+", "B-", "AB+", "AB-"] as const;

/** A text (not date) question whose title asks for the blood group («گروه خونی»، «گروه‌خون مسافر», Arabic letters too). */
export function isBloodGroupQuestion(question: { title: string | null; isDateType: boolean } | null): boolean {
  return !!question?.title && !question.isDateType && /گروه[\s\u200c]*خون/.test(foldPersianLetters(question.title));
}
