/** The user an operator asks to view: /dashboard?impersonate=true&userId=ID (spec doc 1 §4). */
export function impersonationTarget(search: URLSearchParams): number | null {
  if (search.get("impersonate") !== "true") return null;
  const id = Number(search.get("userId"));
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}
