// The head of a Pages Router page from the same Metadata object the App Router's pages return
// (components/sale-website/page-metadata.tsx pageMetadata), so the tour page (both hosts,
// components/tour-public/tour-page-route.tsx) carries the tags an App Router page carries: the
// title with the one template (lib/shared/brand.ts; the site's brand as siteName on a sale
// website), description, canonical URL, Open Graph and Twitter tags, the viewport, theme colour
// and favicon of app/layout.tsx.
import type { Metadata } from "next";
import Head from "next/head";
import { Fragment } from "react";
import { THEME_COLOR, pageTitle } from "@/lib/shared/brand";

type Images = { url: string | URL; width?: number; height?: number; alt?: string }[] | undefined;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export function MetadataHead({ metadata, noIndex = false }: { metadata: Metadata; noIndex?: boolean }) {
  const og = (metadata.openGraph ?? {}) as Record<string, unknown>;
  const twitter = (metadata.twitter ?? {}) as Record<string, unknown>;
  const ogImages = (og.images as Images) ?? [];
  const twitterImages = (twitter.images as { url: string; alt?: string }[] | undefined) ?? [];
  // A plain title goes through the template; `{ absolute }` is the whole title, as in Next's Metadata.
  const absolute = text((metadata.title as { absolute?: unknown } | null | undefined)?.absolute);
  const plain = text(metadata.title);
  const title = absolute ?? (plain && pageTitle(plain, text(og.siteName)));
  const keywords = Array.isArray(metadata.keywords) ? metadata.keywords.join(",") : text(metadata.keywords);
  const description = text(metadata.description);
  const canonical = metadata.alternates?.canonical;
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      {title && <title>{title}</title>}
      {description && <meta name="description" content={description} />}
      {keywords && <meta name="keywords" content={keywords} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={String(canonical)} />}
      {text(og.title) && <meta property="og:title" content={text(og.title)} />}
      {text(og.description) && <meta property="og:description" content={text(og.description)} />}
      {text(og.url) && <meta property="og:url" content={text(og.url)} />}
      {text(og.siteName) && <meta property="og:site_name" content={text(og.siteName)} />}
      {text(og.locale) && <meta property="og:locale" content={text(og.locale)} />}
      {ogImages.map((image) => (
        <Fragment key={String(image.url)}>
          <meta property="og:image" content={String(image.url)} />
          {image.width && <meta property="og:image:width" content={String(image.width)} />}
          {image.height && <meta property="og:image:height" content={String(image.height)} />}
          {image.alt && <meta property="og:image:alt" content={image.alt} />}
        </Fragment>
      ))}
      {text(og.type) && <meta property="og:type" content={text(og.type)} />}
      {text(twitter.card) && <meta name="twitter:card" content={text(twitter.card)} />}
      {text(twitter.title) && <meta name="twitter:title" content={text(twitter.title)} />}
      {text(twitter.description) && <meta name="twitter:description" content={text(twitter.description)} />}
      {twitterImages.map((image) => (
        <Fragment key={image.url}>
          <meta name="twitter:image" content={image.url} />
          {image.alt && <meta name="twitter:image:alt" content={image.alt} />}
        </Fragment>
      ))}
    </Head>
  );
}
