// robots.txt of both hosts. Open: the public pages and the two public calls the tour page's islands
// read (places left, comments). Closed: the panels, sign-in, the reserve steps, the ticket print,
// the traveller's own pages, tracking, the refund's where-to-pay page, the payment gateway, the site
// tree's internal path and the rest of the API. `origin` null: an inactive or unknown site, closed whole. The open calls' paths
// come from their contracts (a path parameter becomes robots' `*`).
import { listCommentsContract } from "@/lib/comments/contracts";
import { livePlacesContract } from "@/lib/tours/contracts";

const CLOSED = [
  "/api/",
  "/dashboard",
  "/adminDashboard",
  "/auth/",
  "/my",
  "/tracking",
  "/refund-account",
  "/payment/",
  "/sites/",
  "/*/reserve",
  "/*/tour/ticketPrint",
];
const OPEN_CALLS = [livePlacesContract.path, listCommentsContract.path].map((path) => path.replace(/\{\w+\}/g, "*"));

export function robotsTxt(origin: string | null): string {
  const lines = origin
    ? [
        "User-agent: *",
        "Allow: /",
        ...OPEN_CALLS.map((p) => `Allow: ${p}`),
        ...CLOSED.map((p) => `Disallow: ${p}`),
        "",
        `Sitemap: ${origin}/sitemap.xml`,
      ]
    : ["User-agent: *", "Disallow: /"];
  return `${lines.join("\n")}\n`;
}

/** The robots.txt answer (route handlers of both hosts). */
export function robotsResponse(origin: string | null): Response {
  return new Response(robotsTxt(origin), {
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
