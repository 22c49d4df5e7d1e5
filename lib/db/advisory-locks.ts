// Every advisory-lock key of the application, in one table, so that no two uses share a key by
// accident. Two-part keys (pg_advisory_xact_lock(space, id)) name a space here and an id at the call;
// one-part keys are whole keys. The accounts' locks hash a text key into the one-part space
// (hashtext, lib/accounts/advisory-lock.ts), which may collide with a one-part key here only by chance
// of one in 2^32: they serialise a little more, never less.
export const ADVISORY_LOCKS = {
  /** (space, tour id): affiliates' sales of one tour take turns at the tour's cap (lib/reservations/reserve.ts). */
  tourSellerCap: 7041,
  /** (space, leader id): a leader's invitations of affiliates (lib/affiliates/invite-user.ts). */
  leaderInvites: 7042,
  /** (space, session id): a session's waiting list (lib/waitlist/). */
  sessionWaitlist: 7525,
  /** (space, hashtext(code)): one card-to-card bank reference is checked and taken by one payment at a time (lib/payments/ref-code-taken.ts). */
  c2cRefCode: 7610,
  /** One-part, held for the session: one instance applies migrations at a time (lib/db/migrate.ts). */
  migrations: 72707,
} as const;
