// How the platform's tour page (pages/[leaderId]/tour/[tourId].tsx, Pages Router) reaches its data
// loader. Next refuses `server-only` modules and next/cache's revalidateTag anywhere in a Pages
// Router page's imports, and the loader's chain (Prisma, the tour services, the cache tags) is full
// of both; so the server's start-up hook (instrumentation.ts) hands the loader over here, and the
// page calls it. This module imports nothing of the server.
import type { TourPageProps } from "./load-tour-page-props";

type Loader = (leaderId: string, tourId: string) => Promise<TourPageProps>;

const KEY = Symbol.for("hamsafar.tourPageLoader");
const registry = globalThis as unknown as { [KEY]?: Loader };

export function provideTourPageLoader(loader: Loader): void {
  registry[KEY] = loader;
}

export function loadTourPageProps(leaderId: string, tourId: string): Promise<TourPageProps> {
  const loader = registry[KEY];
  if (!loader) throw new Error("tour page: no loader (instrumentation.ts registers it at start-up)");
  return loader(leaderId, tourId);
}
