// Spec doc 1 §4, dashboard entry: an account the operator has not confirmed yet may only complete
// its profile. Missing national id or address → the edit page; both present → /dashboard with the
// cannot-login modal (the account awaits the operator).
export const EDIT_PROFILE_PATH = "/dashboard/profile/editProfile";
export const DASHBOARD_PATH = "/dashboard";

/** Pages an unconfirmed user with a complete profile may still open: the home and the profile itself. */
const OPEN_WHILE_WAITING = [DASHBOARD_PATH, "/dashboard/profile", EDIT_PROFILE_PATH];

export type EntryDecision = { redirect: string | null; cannotLoginModal: boolean };

type EntryProfile = { canLogin: boolean; nationalId: string | null; address: string | null };

const isIncomplete = (profile: EntryProfile) => !profile.nationalId?.trim() || !profile.address?.trim();

/** Why the menu is locked (the notice above every page, and each locked entry's title). */
export const LOCKED_REASONS = {
  incomplete:
    "حساب شما هنوز فعال نشده است: کد ملی و نشانی را در پروفایل وارد و ذخیره کنید تا اپراتور حساب را بررسی و تایید کند. تا آن زمان بخش‌های دیگر داشبورد بسته است.",
  awaiting: "پروفایل شما کامل است و حساب در انتظار تایید اپراتور است. پس از تایید، بخش‌های دیگر داشبورد باز می‌شوند.",
} as const;

/** The short reason a locked menu entry shows as its title. */
export const LOCKED_ENTRY_HINT = "پس از تکمیل پروفایل و تایید حساب فعال می‌شود";

export function lockedReason(profile: EntryProfile): string | null {
  if (profile.canLogin) return null;
  return isIncomplete(profile) ? LOCKED_REASONS.incomplete : LOCKED_REASONS.awaiting;
}

export function entryDecision(profile: EntryProfile, pathname: string): EntryDecision {
  if (profile.canLogin) return { redirect: null, cannotLoginModal: false };
  if (isIncomplete(profile))
    return { redirect: pathname === EDIT_PROFILE_PATH ? null : EDIT_PROFILE_PATH, cannotLoginModal: false };
  const path = pathname.replace(/\/+$/, "") || "/";
  if (!OPEN_WHILE_WAITING.includes(path)) return { redirect: DASHBOARD_PATH, cannotLoginModal: true };
  return { redirect: null, cannotLoginModal: path === DASHBOARD_PATH };
}
