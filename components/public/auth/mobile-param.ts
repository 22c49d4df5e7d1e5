// The auth pages' `mobile` in the address: the number the previous step sent a code to (or the one to
// fill in again when the person goes back to change it).

export type AuthSearchParams = Promise<Record<string, string | string[] | undefined>>;

/** The address's `mobile` as it was put there, "" when absent. */
export async function mobileParam(searchParams: AuthSearchParams): Promise<string> {
  const { mobile } = await searchParams;
  return typeof mobile === "string" ? mobile : "";
}
