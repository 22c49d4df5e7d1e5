// What a scan (or a pick from the search) comes to. The server answers one per scan; the phone works
// out the same ones from its stored manifest while offline (components/checkin/offline-match.ts).
export const SCAN_OUTCOMES = ["boarded", "already", "wrong_session", "cancelled", "unpaid", "invalid"] as const;
export type ScanOutcome = (typeof SCAN_OUTCOMES)[number];

/** The outcomes the guide must look at: the screen turns red and says why. */
export const WARNING_OUTCOMES: readonly ScanOutcome[] = ["already", "wrong_session", "cancelled", "unpaid", "invalid"];

/** At most this many scans in one call (a phone's offline queue is sent in batches of it). */
export const MAX_SCANS_PER_CALL = 200;

/** A passenger's ticket in the manifest: boards, is not paid yet, or was cancelled. */
export const MANIFEST_STATES = ["active", "unpaid", "cancelled"] as const;
export type ManifestState = (typeof MANIFEST_STATES)[number];
