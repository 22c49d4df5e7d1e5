// The owner and their featured, upcoming and held tours: the body of a sale website's home (site-home-route.tsx) and of
// the platform's leader page (components/public/leader-page-route.tsx), which show the same leader the same way.
import type { SiteTourCard } from "@/lib/websites/get-public-site";
import { OwnerBlock } from "./owner-block";
import { TourSection } from "./tour-card";

export function OwnerTours({
  owner,
  featuredTours,
  futureTours,
  previouslyHeldTours,
}: {
  owner: Parameters<typeof OwnerBlock>[0]["owner"];
  featuredTours: SiteTourCard[];
  futureTours: SiteTourCard[];
  previouslyHeldTours: SiteTourCard[];
}) {
  return (
    <>
      <OwnerBlock owner={owner} />
      <TourSection id="featured" title="تورهای ویژه" tours={featuredTours} />
      <TourSection id="future" title="تورهای پیش رو" tours={futureTours} empty="فعلاً توری برای ثبت‌نام نیست." />
      <TourSection id="past" title="تورهای برگزار شده" tours={previouslyHeldTours} />
    </>
  );
}
