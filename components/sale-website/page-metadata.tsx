// The head of every public page, one object for both kinds of page (docs/public-pages.md, "The rule"):
// `pageMetadata` builds a PublicPageMetadata (title, description, canonical URL, Open Graph image with its size,
// Twitter card), which the App Router's generateMetadata hands to Next as `nextMetadata(page)` and a Pages
// Router page renders with MetadataHead (next/head, components/pages-router/metadata-head.tsx) from `headTags(page)`.
// Both read the one derived record (`shareTags`), so the two kinds cannot drift (the Pages head once lost og:image).
// Also the schema.org JSON-LD element. Imports nothing of the server: Pages Router pages import it.
import type { Metadata } from "next";
import { SHARE_CARD_SIZE } from "@/lib/share-cards/share-card";
import { PLATFORM_NAME, pageTitle } from "@/lib/shared/brand";

/** A link preview's picture: a photo (no size known) or the share card (1200×630). */
export interface PageImage {
  url: string;
  width?: number;
  height?: number;
  alt: string;
}

/** What a public page says of itself, whichever router renders it. */
export interface PublicPageMetadata {
  /** The document's whole title (the template already applied). */
  title: string;
  /** The page's own title, for link previews (og:title, twitter:title). */
  shareTitle?: string;
  description?: string;
  /** The platform's name or the site's brand (og:site_name). */
  siteName?: string;
  canonical?: string;
  keywords?: string[];
  /** Not to be listed by search engines (an inactive site, a 404). */
  noIndex?: boolean;
  images?: PageImage[];
}

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
  keywords?: string[];
}

/** A shareable public page's metadata: «title | siteName», canonical on `origin`, its photo or share card. */
export function pageMetadata({
  origin,
  path,
  title,
  description,
  siteName,
  image,
  card,
  keywords,
}: SeoInput): PublicPageMetadata {
  // Link previews (Telegram, WhatsApp, X) read og:image; its size lets them lay the preview out before fetching it.
  const images: PageImage[] | undefined = image
    ? [{ url: new URL(image, origin).toString(), alt: title }]
    : card
      ? [{ url: new URL(card, origin).toString(), ...SHARE_CARD_SIZE, alt: title }]
      : undefined;
  return {
    title: pageTitle(title, siteName),
    shareTitle: title,
    description,
    siteName,
    canonical: `${origin}${path}`,
    ...(keywords?.length ? { keywords } : {}),
    images,
  };
}

/** A page that only names itself (an inactive site, a 404): the title under the platform's name, not listed. */
export const plainPageMetadata = (title: string, siteName: string = PLATFORM_NAME): PublicPageMetadata => ({
  title: pageTitle(title, siteName),
  noIndex: true,
});

/** The Open Graph and Twitter fields of a shareable page (one built by pageMetadata), derived once for both renderings. */
function shareTags(page: PublicPageMetadata) {
  if (!page.canonical || page.shareTitle === undefined) return null;
  const title = page.shareTitle ?? page.title;
  return {
    og: {
      type: "website",
      locale: "fa_IR",
      url: page.canonical,
      title,
      description: page.description,
      siteName: page.siteName,
      images: page.images ?? [],
    },
    twitter: {
      card: page.images?.length ? "summary_large_image" : "summary",
      title,
      description: page.description,
      images: (page.images ?? []).map((i) => ({ url: i.url, alt: i.alt })),
    },
  } as const;
}

/** The App Router's form: what generateMetadata returns (the title absolute, as the Pages head writes it). */
export function nextMetadata(page: PublicPageMetadata): Metadata {
  const share = shareTags(page);
  return {
    title: { absolute: page.title },
    ...(page.description ? { description: page.description } : {}),
    ...(page.keywords ? { keywords: page.keywords } : {}),
    ...(page.noIndex ? { robots: { index: false } } : {}),
    ...(page.canonical ? { metadataBase: new URL(page.canonical), alternates: { canonical: page.canonical } } : {}),
    ...(share
      ? {
          openGraph: { ...share.og, images: share.og.images.length ? share.og.images : undefined },
          twitter: { ...share.twitter, images: share.twitter.images.length ? share.twitter.images : undefined },
        }
      : {}),
  };
}

/** One element of a Pages Router page's head. */
export type HeadTag =
  | { tag: "title"; text: string }
  | { tag: "meta"; name?: string; property?: string; content: string }
  | { tag: "link"; rel: string; href: string };

/** The Pages Router's form: the head's elements, in the order Next writes an App Router page's. */
export function headTags(page: PublicPageMetadata): HeadTag[] {
  const tags: HeadTag[] = [{ tag: "title", text: page.title }];
  const meta = (key: "name" | "property", id: string, content: string | number | undefined) => {
    if (content !== undefined && content !== "") tags.push({ tag: "meta", [key]: id, content: String(content) });
  };
  meta("name", "description", page.description);
  meta("name", "keywords", page.keywords?.join(","));
  if (page.noIndex) meta("name", "robots", "noindex");
  if (page.canonical) tags.push({ tag: "link", rel: "canonical", href: page.canonical });
  const share = shareTags(page);
  if (!share) return tags;
  const { og, twitter } = share;
  meta("property", "og:title", og.title);
  meta("property", "og:description", og.description);
  meta("property", "og:url", og.url);
  meta("property", "og:site_name", og.siteName);
  meta("property", "og:locale", og.locale);
  for (const image of og.images) {
    meta("property", "og:image", image.url);
    meta("property", "og:image:width", image.width);
    meta("property", "og:image:height", image.height);
    meta("property", "og:image:alt", image.alt);
  }
  meta("property", "og:type", og.type);
  meta("name", "twitter:card", twitter.card);
  meta("name", "twitter:title", twitter.title);
  meta("name", "twitter:description", twitter.description);
  for (const image of twitter.images) {
    meta("name", "twitter:image", image.url);
    meta("name", "twitter:image:alt", image.alt);
  }
  return tags;
}

export function JsonLd({ data }: { data: unknown }) {
  // "<" escaped so the owner's texts cannot close the script element.
  const json = JSON.stringify({ "@context": "https://schema.org", ...(data as object) }).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
