// Where the tour starts and ends, with links that open the meeting point on a map.
import { mapLinks, placeText } from "@/lib/tours/place-text";
import type { PublicTour } from "./types";

export function TourRoute({
  tour,
}: {
  tour: Pick<PublicTour, "startCity" | "startPlaceText" | "endPlaceText" | "latitude" | "longitude">;
}) {
  const start = placeText([tour.startCity?.province?.name, tour.startCity?.name, tour.startPlaceText]);
  const end = placeText([tour.endPlaceText]);
  const links = tour.latitude !== null && tour.longitude !== null ? mapLinks(tour.latitude, tour.longitude) : null;
  if (!start && !end && !links) return null;
  return (
    <div className="space-y-1 text-sm text-slate-600" data-testid="tour-route">
      {start && <p>مبدأ: {start}</p>}
      {end && <p>مقصد: {end}</p>}
      {links && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-testid="map-links">
          <span>محل حرکت روی نقشه:</span>
          <a href={links.geo} className="tap text-brand-700 underline">
            برنامه نقشه
          </a>
          <a href={links.neshan} target="_blank" rel="noopener noreferrer" className="tap text-brand-700 underline">
            نشان
          </a>
          <a href={links.balad} target="_blank" rel="noopener noreferrer" className="tap text-brand-700 underline">
            بلد
          </a>
        </p>
      )}
    </div>
  );
}
