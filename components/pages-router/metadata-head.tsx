// The head of a Pages Router page from the same Metadata object the App Router's pages return
// (components/sale-website/page-metadata.tsx pageMetadata), so the platform's tour page
// (pages/[leaderId]/tour/[tourId].tsx) carries the tags it carried in the App Router: the title
// with the root layout's template, description, canonical URL, Open Graph and Twitter tags, the
// viewport, theme colour and favicon of app/layout.tsx.
import type { Metadata } from "next";
import Head from "next/head";

/** app/layout.tsx's title template. */
export const titleOf = (title: string) => `${title} | همسفر`;

type Images = { url: string | URL }[] | undefined;

const text = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

export function MetadataHead({ metadata, noIndex = false }: { metadata: Metadata; noIndex?: boolean }) {
  const og = (metadata.openGraph ?? {}) as Record<string, unknown>;
  const twitter = (metadata.twitter ?? {}) as Record<string, unknown>;
  const ogImages = (og.images as Images) ?? [];
  const twitterImages = (twitter.images as string[] | undefined) ?? [];
  const title = text(metadata.title);
  const description = text(metadata.description);
  const canonical = metadata.alternates?.canonical;
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content="#0f7665" />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      {title && <title>{titleOf(title)}</title>}
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={String(canonical)} />}
      {text(og.title) && <meta property="og:title" content={text(og.title)} />}
      {text(og.description) && <meta property="og:description" content={text(og.description)} />}
      {text(og.url) && <meta property="og:url" content={text(og.url)} />}
      {text(og.siteName) && <meta property="og:site_name" content={text(og.siteName)} />}
      {text(og.locale) && <meta property="og:locale" content={text(og.locale)} />}
      {ogImages.map((image) => (
        <meta key={String(image.url)} property="og:image" content={String(image.url)} />
      ))}
      {text(og.type) && <meta property="og:type" content={text(og.type)} />}
      {text(twitter.card) && <meta name="twitter:card" content={text(twitter.card)} />}
      {text(twitter.title) && <meta name="twitter:title" content={text(twitter.title)} />}
      {text(twitter.description) && <meta name="twitter:description" content={text(twitter.description)} />}
      {twitterImages.map((url) => (
        <meta key={url} name="twitter:image" content={url} />
      ))}
    </Head>
  );
}
