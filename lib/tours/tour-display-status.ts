// The status a leader reads in the tour list: Draft, Cancelled, Finished (the last session ended),
// RegistrationClosed (closed by the leader), RegistrationFinished (every session's registration time
// passed), FullyBooked (no place left in any session still selling), else Active. Pure.
export type TourDisplayStatus =
  "Draft" | "Cancelled" | "Finished" | "FullyBooked" | "RegistrationFinished" | "RegistrationClosed" | "Active";

export function tourDisplayStatus(
  tour: { isDraft: boolean; status: string; registrationOpen: boolean; endTime: Date | null },
  sessions: { capacity: number; bookedCount: number; endTime: Date; registrationEndTime: Date | null }[],
  now: Date,
): TourDisplayStatus {
  if (tour.status === "Cancelled") return "Cancelled";
  if (tour.isDraft) return "Draft";
  if (tour.endTime && tour.endTime < now) return "Finished";
  const selling = sessions.filter((s) => (s.registrationEndTime ?? s.endTime) > now && s.endTime > now);
  if (!tour.registrationOpen || tour.status !== "Enabled") return "RegistrationClosed";
  if (!selling.length) return "RegistrationFinished";
  if (selling.every((s) => s.bookedCount >= s.capacity)) return "FullyBooked";
  return "Active";
}
