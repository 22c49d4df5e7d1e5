// Spec doc 1 §4, dashboard entry: an account the operator has not confirmed yet may only complete
// its profile. Missing national id or address → the edit page; both present → /dashboard with the
// cannot-login modal (the account awaits the operator).
export const EDIT_PROFILE_PATH = "/dashboard/profile/editProfile";
export const DASHBOARD_PATH = "/dashboard";

/** Pages an unconfirmed user with a complete profile may still open: the home and the profile itself. */
const OPEN_WHILE_WAITING = [DASHBOARD_PATH, "/dashboard/profile", EDIT_PROFILE_PATH];

export type EntryDecision = { redirect: string | null; cannotLoginModal: boolean };

export function entryDecision(
  profile: { canLogin: boolean; nationalId: string | null; address: string | null },
  pathname: string,
): EntryDecision {
  if (profile.canLogin) return { redirect: null, cannotLoginModal: false };
  const incomplete = !profile.nationalId?.trim() || !profile.address?.trim();
  if (incomplete) return { redirect: pathname === EDIT_PROFILE_PATH ? null : EDIT_PROFILE_PATH, cannotLoginModal: false };
  const path = pathname.replace(/\/+$/, "") || "/";
  if (!OPEN_WHILE_WAITING.includes(path)) return { redirect: DASHBOARD_PATH, cannotLoginModal: true };
  return { redirect: null, cannotLoginModal: path === DASHBOARD_PATH };
}
