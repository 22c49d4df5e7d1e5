// Titles, descriptions, Open Graph, canonical URLs and the schema.org JSON-LD element of the public
// pages, so links shared in Telegram, WhatsApp and Instagram show a preview and search engines list
// the tours. No server-only marker: the Pages Router's tour page (pages/[leaderId]/tour/[tourId].tsx)
// uses it too, and Next refuses server-only modules there.
import type { Metadata } from "next";

interface SeoInput {
  origin: string;
  path: string;
  title: string;
  description: string;
  siteName: string;
  image?: string | null;
}

export function pageMetadata({ origin, path, title, description, siteName, image }: SeoInput): Metadata {
  const url = `${origin}${path}`;
  const images = image ? [{ url: new URL(image, origin).toString() }] : undefined;
  return {
    title,
    description,
    metadataBase: new URL(origin),
    alternates: { canonical: url },
    openGraph: { type: "website", locale: "fa_IR", url, title, description, siteName, images },
    twitter: {
      card: images ? "summary_large_image" : "summary",
      title,
      description,
      images: images?.map((i) => i.url),
    },
  };
}

export function JsonLd({ data }: { data: unknown }) {
  // "<" escaped so the owner's texts cannot close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...(data as object) }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
