import "server-only";
// The props of the platform's tour page (pages/[leaderId]/tour/[tourId].tsx, Pages Router): the
// page's data (lib/tours/load-tour-page.ts: the tour's terms cached and expired by every edit, the
// places left read fresh), the origin of its canonical URL and JSON-LD, and its islands script.
// A missing, draft, deleted or another leader's tour is `found: false`: the page answers the
// Persian 404 with status 404.
import { env } from "@/lib/config/env";
import { isNotFoundSignal } from "@/lib/http/not-found-signal";
import { islandsScript } from "./islands-script";
import { loadTourPage, type TourPageData } from "./load-tour-page";

export type TourPageProps = { found: true; data: TourPageData; origin: string; script: string | null } | { found: false };

export async function loadTourPageProps(leaderId: string, tourId: string): Promise<TourPageProps> {
  try {
    const data = await loadTourPage(leaderId, tourId);
    return { found: true, data, origin: env.publicUrl.replace(/\/+$/, ""), script: islandsScript() };
  } catch (error) {
    if (isNotFoundSignal(error)) return { found: false };
    throw error;
  }
}
