// Figures of the waiting list (docs/waiting-list.md).

/** One entry asks for at most what one reservation may carry (lib/reservations/constants.ts MAX_PASSENGERS). */
export const MAX_WAITLIST_PLACES = 20;
/** Live entries of one session: bounds what an anonymous caller can add. */
export const MAX_WAITLIST_ENTRIES = 500;
