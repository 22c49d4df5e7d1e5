// The public tour page's layout (both hosts: tour-page-route.tsx). Rendered on the server: the
// sections are plain HTML; the islands (gallery, buy box, comments, vote, view counter) are the
// only client code, hydrated by the islands script.
import { formatDigits } from "@/lib/format";
import { Island } from "./island";
import { BrandHeader } from "./brand-header";
import { BuyBox } from "./buy-box";
import { Comments } from "./comments";
import { TOUR_TYPE_LABELS } from "./labels";
import { LeaderFooter } from "./leader-footer";
import { NotifyMe } from "./notify-me";
import type { OtherTour } from "./types";
import { OtherTours } from "./other-tours";
import { PhotoGallery } from "./photo-gallery";
import { LiveRegistrationState } from "./live-figures";
import { sessionOptions } from "./registration";
import { tourRegistrationState } from "./registration-state";
import { SessionsTable } from "./sessions-table";
import { TourRoute } from "./tour-route";
import { TourSections } from "./tour-sections";
import type { PublicTour } from "./types";
import { ViewRecorder } from "./view-recorder";
import { VoteForm } from "./vote-form";
import { VoteSummary } from "./vote-summary";

interface Props {
  tour: PublicTour;
  votes: Parameters<typeof VoteSummary>[0]["votes"];
  otherTours: OtherTour[];
  /** The leader's header and footer; a sale website's tour page has the site's own (a second bar under the
   *  site's header read as another site). */
  leaderFrame?: boolean;
}

export function TourPage({ tour, votes, otherTours, leaderFrame = true }: Props) {
  const now = Date.now();
  const state = tourRegistrationState(tour, now);
  const ended = tour.sessions.some((s) => Date.parse(s.endTime) < now);
  const gallery = {
    photos: tour.photos.filter((p) => p.address).map((p) => ({ src: p.address!, order: p.order })),
    title: tour.title,
  };
  const buy = {
    leaderId: tour.leaderId,
    tourId: tour.id,
    sessions: sessionOptions(tour.sessions, now),
    closedText: state.open ? null : state.text,
  };
  const registration = { tourId: tour.id, initial: state };
  const capacityOf = new Map(tour.sessions.map((s) => [s.id, s.capacity]));
  const notify = {
    tourId: tour.id,
    sessions: buy.sessions.map((s) => ({ id: s.id, label: s.label, capacity: capacityOf.get(s.id) ?? 0 })),
  };
  const ofTour = { tourId: tour.id };

  return (
    <div className="min-h-screen bg-slate-50 pb-28 md:pb-10">
      {leaderFrame && <BrandHeader leader={tour.leader} />}
      {/* The spec's buy-ticket header on mobile: always in reach while reading. */}
      <aside
        aria-label="خرید بلیت"
        className="sticky top-0 z-30 flex items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-4 py-2 backdrop-blur md:hidden"
        data-testid="mobile-buy-header"
      >
        <span className="truncate text-sm font-bold text-slate-800">{tour.title}</span>
        {/* Only while there is something to buy; else why not (cancelled, full, held). */}
        {state.open ? (
          <a href="#buy" className="btn-primary h-9 shrink-0 px-4 text-xs">
            خرید بلیت
          </a>
        ) : (
          <span
            className="shrink-0 rounded-full bg-red-50 px-3 py-1 text-xs font-bold text-red-700"
            data-testid="mobile-buy-state"
          >
            {state.text}
          </span>
        )}
      </aside>

      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 md:grid-cols-[1fr_340px]">
        <div className="min-w-0 space-y-6">
          {gallery.photos.length > 0 && (
            <Island mark name="gallery" props={gallery}>
              <PhotoGallery {...gallery} />
            </Island>
          )}
          <header className="card space-y-3">
            <div className="flex flex-wrap items-center gap-2 text-xs">
              <span className="rounded-full bg-brand-50 px-3 py-1 font-bold text-brand-700" data-testid="tour-type">
                {TOUR_TYPE_LABELS[tour.tourType]}
              </span>
              {tour.style && (
                <span className="rounded-full bg-slate-100 px-3 py-1 text-slate-700">{tour.style.title}</span>
              )}
              {tour.hardShip && (
                <span className="rounded-full bg-amber-50 px-3 py-1 text-amber-800">سختی: {tour.hardShip.title}</span>
              )}
              <Island mark name="registration-state" props={registration} className="contents">
                <LiveRegistrationState {...registration} />
              </Island>
            </div>
            <h1 className="text-2xl font-black text-slate-900">{tour.title}</h1>
            <TourRoute tour={tour} />
            <p className="text-sm text-slate-600">
              محدوده سنی: {formatDigits(tour.startAge)} تا {formatDigits(tour.endAge)} سال
            </p>
            {tour.description && <p className="whitespace-pre-line leading-8 text-slate-700">{tour.description}</p>}
          </header>

          <SessionsTable tour={tour} now={now} />
          <TourSections tour={tour} />
          <VoteSummary votes={votes} />
          <Island mark name="comments" props={ofTour}>
            <Comments {...ofTour} />
          </Island>
          {ended && (
            <Island mark name="vote" props={ofTour}>
              <VoteForm {...ofTour} />
            </Island>
          )}
          <OtherTours leaderId={tour.leaderId} tours={otherTours} />
        </div>

        <aside id="buy" className="scroll-mt-16 md:sticky md:top-4 md:self-start">
          <Island mark name="buy-box" props={buy}>
            <BuyBox {...buy} />
          </Island>
          <Island mark name="notify-me" props={notify}>
            <NotifyMe {...notify} />
          </Island>
        </aside>
      </main>
      {leaderFrame && <LeaderFooter leader={tour.leader} />}
      <Island mark name="view" props={ofTour}>
        <ViewRecorder {...ofTour} />
      </Island>
    </div>
  );
}
