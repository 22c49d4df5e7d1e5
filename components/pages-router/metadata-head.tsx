// The head of a page of the Pages kind (docs/public-pages.md, "The rule"), with next/head (the Pages Router's
// own head): the elements of headTags (components/sale-website/page-metadata.tsx), the one builder the App
// Router's generateMetadata also uses (nextMetadata), plus the viewport, theme colour and favicon of app/layout.tsx.
import Head from "next/head";
import { headTags, type PublicPageMetadata } from "@/components/sale-website/page-metadata";
import { THEME_COLOR } from "@/lib/shared/brand";

export function MetadataHead({ metadata }: { metadata: PublicPageMetadata }) {
  return (
    <Head>
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <meta name="theme-color" content={THEME_COLOR} />
      <link rel="icon" href="/icon.svg" type="image/svg+xml" sizes="any" />
      {headTags(metadata).map((tag, i) =>
        tag.tag === "title" ? (
          <title key="title">{tag.text}</title>
        ) : tag.tag === "link" ? (
          <link key={`l${i}`} rel={tag.rel} href={tag.href} />
        ) : (
          <meta key={`m${i}`} name={tag.name} property={tag.property} content={tag.content} />
        ),
      )}
    </Head>
  );
}
