import { describe, expect, it } from "vitest";
import { headTags, nextMetadata, pageMetadata, plainPageMetadata } from "./page-metadata";

const tagOf = (tags: ReturnType<typeof headTags>, key: string) =>
  tags
    .filter((t) => t.tag === "meta" && (t.name === key || t.property === key))
    .map((t) => (t.tag === "meta" ? t.content : ""));

describe("one metadata object for both kinds of page", () => {
  const page = pageMetadata({
    origin: "https://tours.example.ir",
    path: "/3/tour/9",
    title: "صعود دماوند",
    description: "سه روز",
    siteName: "سفرهای کوهستان",
    card: "/api/share-card/tour/9?v=ab",
    keywords: ["کوه"],
  });

  it("gives the Pages head and the App Router the same title, canonical, Open Graph image and Twitter card", () => {
    const tags = headTags(page);
    const next = nextMetadata(page);
    expect(tags[0]).toEqual({ tag: "title", text: "صعود دماوند | سفرهای کوهستان" });
    expect(next.title).toEqual({ absolute: "صعود دماوند | سفرهای کوهستان" });
    expect(tags).toContainEqual({ tag: "link", rel: "canonical", href: "https://tours.example.ir/3/tour/9" });
    expect(next.alternates?.canonical).toBe("https://tours.example.ir/3/tour/9");
    const image = "https://tours.example.ir/api/share-card/tour/9?v=ab";
    expect(tagOf(tags, "og:image")).toEqual([image]);
    expect(tagOf(tags, "og:image:width")).toEqual(["1200"]);
    expect(tagOf(tags, "og:image:height")).toEqual(["630"]);
    expect(tagOf(tags, "og:image:alt")).toEqual(["صعود دماوند"]);
    expect(next.openGraph?.images).toEqual([{ url: image, width: 1200, height: 630, alt: "صعود دماوند" }]);
    expect(tagOf(tags, "og:title")).toEqual(["صعود دماوند"]);
    expect((next.openGraph as { title?: string }).title).toBe("صعود دماوند");
    expect(tagOf(tags, "og:site_name")).toEqual(["سفرهای کوهستان"]);
    expect(tagOf(tags, "twitter:card")).toEqual(["summary_large_image"]);
    expect((next.twitter as { card?: string }).card).toBe("summary_large_image");
    expect(tagOf(tags, "twitter:image")).toEqual([image]);
    expect(tagOf(tags, "keywords")).toEqual(["کوه"]);
    expect(next.keywords).toEqual(["کوه"]);
  });

  it("takes a photo over the share card, without a size it does not know", () => {
    const photo = pageMetadata({
      origin: "https://x.ir",
      path: "/3",
      title: "t",
      description: "d",
      siteName: "s",
      image: "/p.webp",
      card: "/c",
    });
    expect(tagOf(headTags(photo), "og:image")).toEqual(["https://x.ir/p.webp"]);
    expect(tagOf(headTags(photo), "og:image:width")).toEqual([]);
    expect(nextMetadata(photo).openGraph?.images).toEqual([{ url: "https://x.ir/p.webp", alt: "t" }]);
  });

  it("keeps a page that only names itself out of search engines on both", () => {
    const inactive = plainPageMetadata("سایت غیرفعال است");
    expect(tagOf(headTags(inactive), "robots")).toEqual(["noindex"]);
    expect(nextMetadata(inactive).robots).toEqual({ index: false });
    expect(tagOf(headTags(inactive), "og:title")).toEqual([]);
    expect(nextMetadata(inactive).openGraph).toBeUndefined();
  });
});
