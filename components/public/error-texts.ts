// The error pages' words and way back, in a plain module: a server component (the not-found page)
// importing them from the client error view would get a client reference, not the value.
export const NOT_FOUND_TEXT = "صفحه مورد نظر پیدا نشد";
export const ERROR_TEXT = "خطایی رخ داد!";

/** The request header in which proxy.ts hands the visited path to the not-found page. */
export const PATH_HEADER = "x-hamsafar-path";

/**
 * The way back from an error: the admin panel for admin paths, the dashboard for dashboard paths,
 * and the public home of the host the visitor is on for everything else (never a login page).
 */
export function homeFor(pathname: string | null): string {
  if (pathname && /^\/adminDashboard(\/|$)/i.test(pathname)) return "/adminDashboard";
  if (pathname && /^\/dashboard(\/|$)/i.test(pathname)) return "/dashboard";
  return "/";
}
