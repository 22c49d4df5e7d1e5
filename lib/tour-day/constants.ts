// Bounds and defaults of a tour's waiting-list and reminder settings (docs/waiting-list.md, docs/reminders.md).

/** An offer holds its places this long unless the leader sets otherwise. */
export const DEFAULT_HOLD_MINUTES = 30;
/** Shorter than this and a traveller cannot finish the steps; longer and a place idles a day. */
export const MIN_HOLD_MINUTES = 5;
export const MAX_HOLD_MINUTES = 24 * 60;
/** 18:00 Tehran on the day before departure. */
export const DEFAULT_REMINDER_MINUTE = 18 * 60;

/** "HH:mm" ↔ minutes after midnight. */
export function minuteToClock(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;
}
