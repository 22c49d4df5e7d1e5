// Titles, descriptions, Open Graph, canonical URLs and the schema.org JSON-LD element of the public
// pages, so links shared in Telegram, WhatsApp and Instagram show a preview and search engines list
// the tours. No server-only marker: the Pages Router's tour page (pages/[leaderId]/tour/[tourId].tsx)
// uses it too, and Next refuses server-only modules there.
import type { Metadata } from "next";
import { SHARE_CARD_SIZE } from "@/lib/share-cards/share-card";

interface SeoInput {
  origin: string;
  path: string;
  title: string;
  description: string;
  siteName: string;
  /** The page's own picture (a photo), else … */
  image?: string | null;
  /** … the address of its share card (lib/share-cards), always 1200×630. */
  card?: string | null;
}

export function pageMetadata({ origin, path, title, description, siteName, image, card }: SeoInput): Metadata {
  const url = `${origin}${path}`;
  // Link previews (Telegram, WhatsApp, X) read og:image; its size lets them lay the preview out before fetching it.
  const images = image
    ? [{ url: new URL(image, origin).toString(), alt: title }]
    : card
      ? [
          {
            url: new URL(card, origin).toString(),
            width: SHARE_CARD_SIZE.width,
            height: SHARE_CARD_SIZE.height,
            alt: title,
          },
        ]
      : undefined;
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
      images: images?.map((i) => ({ url: i.url, alt: i.alt })),
    },
  };
}

export function JsonLd({ data }: { data: unknown }) {
  // "<" escaped so the owner's texts cannot close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...(data as object) }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
