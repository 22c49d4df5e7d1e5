// The user type (affiliate or accountant) is kept in local storage with the token's expiry so a
// reloaded page can pick the right menu before the profile arrives; an expired hint is dropped.
export type UserType = "affiliate" | "accountant";

const KEY = "hamsafar.userType";

type Store = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function browserStore(): Store | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function saveRoleHint(userType: UserType | null, expiresAt: Date, store: Store | null = browserStore()) {
  if (!store) return;
  if (!userType) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify({ userType, expiresAt: expiresAt.toISOString() }));
}

export function readRoleHint(now = new Date(), store: Store | null = browserStore()): UserType | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const hint = JSON.parse(raw) as { userType?: unknown; expiresAt?: unknown };
    const expiresAt = new Date(String(hint.expiresAt));
    if ((hint.userType === "affiliate" || hint.userType === "accountant") && expiresAt > now) return hint.userType;
  } catch {
    // A malformed entry is treated like an expired one.
  }
  store?.removeItem(KEY);
  return null;
}

export function clearRoleHint(store: Store | null = browserStore()) {
  store?.removeItem(KEY);
}
