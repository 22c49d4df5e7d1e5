// The platform's public tour page, /{leaderId}/tour/{tourId}. A Pages Router page rendered on each
// request without Next's client runtime (unstable_runtimeJS: false): the App Router's framework
// alone is ~130 KB of gzipped JavaScript, the tour page's budget (docs/decisions.md, "Public pages:
// speed"). The markup is the shared tour page (components/tour-public/tour-page-body.tsx, also the
// sale website's tour page in the App Router); its interactive parts are hydrated by one small
// script of ours (components/tour-public/tour-islands.tsx). The tour's terms are cached and expired
// by every edit (lib/tours/load-public-tour.ts), the places left are read on each request.
import type { GetServerSideProps, PageConfig } from "next";
import Head from "next/head";
import { MetadataHead } from "@/components/pages-router/metadata-head";
import { NOT_FOUND_TEXT } from "@/components/public/error-texts";
import { ErrorView } from "@/components/public/error-view";
import { PublicShell } from "@/components/public/public-shell";
import { pageMetadata } from "@/components/sale-website/page-metadata";
import { TourPageBody } from "@/components/tour-public/tour-page-body";
import type { TourPageProps } from "@/lib/tours/load-tour-page-props";
import { loadTourPageProps } from "@/lib/tours/tour-page-loader";

export const config: PageConfig = { unstable_runtimeJS: false };

/** Seconds a shared cache may keep the page: the places left may lag this much; the reservation call is the guard. */
const SHARED_CACHE_SECONDS = 10;

export const getServerSideProps: GetServerSideProps<TourPageProps> = async ({ params, res }) => {
  const props = await loadTourPageProps(String(params?.leaderId ?? ""), String(params?.tourId ?? ""));
  res.statusCode = props.found ? 200 : 404;
  res.setHeader("Cache-Control", props.found ? `public, max-age=0, s-maxage=${SHARED_CACHE_SECONDS}` : "no-store");
  return { props };
};

export default function PublicTourPage(props: TourPageProps) {
  if (!props.found) {
    return (
      <>
        <MetadataHead metadata={{ title: NOT_FOUND_TEXT }} noIndex />
        <PublicShell>
          <ErrorView kind="notFound" home="/" />
        </PublicShell>
      </>
    );
  }
  const { data, origin, script } = props;
  const { tour } = data;
  const metadata = pageMetadata({
    origin,
    path: `/${tour.leaderId}/tour/${tour.id}`,
    title: tour.title,
    description: (tour.description ?? tour.title).slice(0, 160),
    siteName: "همسفر",
    image: tour.photos.find((p) => p.address)?.address ?? null,
  });
  return (
    <>
      <MetadataHead metadata={metadata} />
      {/* None in development: Next's own runtime hydrates the whole page there (lib/tours/islands-script.ts). */}
      {script && (
        <Head>
          <script type="module" src={script} />
        </Head>
      )}
      <TourPageBody data={data} jsonLdOrigin={origin} islands />
    </>
  );
}
