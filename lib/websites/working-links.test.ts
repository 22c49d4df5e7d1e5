import { describe, expect, it } from "vitest";
import { workingHref, workingLinks, type SiteTargets } from "./working-links";

const bare: SiteTargets = {
  hasShop: false,
  hasMag: false,
  hasCertificate: false,
  homeSections: ["future"],
  owner: { mobile: "09121234567", instagram: null, telegram: null },
};
const full: SiteTargets = {
  hasShop: true,
  hasMag: true,
  hasCertificate: true,
  homeSections: ["future", "featured", "past"],
  owner: { mobile: "09121234567", instagram: "kuh", telegram: "@kuhch" },
};

describe("workingHref", () => {
  it("keeps an anchor only when the home page shows that section", () => {
    expect(workingHref("/#future", bare)).toBe("/#future");
    expect(workingHref("/#past", bare)).toBeNull();
    expect(workingHref("#past", full)).toBe("/#past");
    for (const missing of ["/#about", "/#faq", "/#refund", "/#contact", "/#suggestions"])
      expect(workingHref(missing, full)).toBeNull();
  });

  it("keeps the shop, magazine and certificate pages only while the site has them", () => {
    for (const page of ["/shop", "/mag", "/certificate", "/mag/"]) {
      expect(workingHref(page, bare), page).toBeNull();
      expect(workingHref(page, full), page).toBe(page);
    }
    expect(workingHref("/tracking", bare)).toBe("/tracking");
    expect(workingHref("/3/tour/9", bare)).toBe("/3/tour/9");
  });

  it("turns a social network's bare home page into the owner's profile, or leaves it out", () => {
    expect(workingHref("https://instagram.com", bare)).toBeNull();
    expect(workingHref("https://instagram.com/", full)).toBe("https://instagram.com/kuh");
    expect(workingHref("https://t.me", full)).toBe("https://t.me/kuhch");
    expect(workingHref("https://wa.me", bare)).toBe("https://wa.me/989121234567");
    expect(workingHref("https://aparat.com", full)).toBeNull();
    expect(workingHref("youtube.com", full)).toBeNull();
    // An address with a page on it is the owner's choice.
    expect(workingHref("https://aparat.com/kuh", bare)).toBe("https://aparat.com/kuh");
    expect(workingHref("example.com", bare)).toBe("https://example.com/");
    expect(workingHref("mailto:a@b.ir", bare)).toBe("mailto:a@b.ir");
  });
});

describe("workingLinks", () => {
  it("drops a group left without links", () => {
    const groups = [
      { id: 1, title: "راهنما", links: [{ id: 1, title: "پرسش‌ها", link: "/#faq" }] },
      {
        id: 2,
        title: "تورها",
        links: [
          { id: 2, title: "پیش رو", link: "/#future" },
          { id: 3, title: "ویژه", link: "/#featured" },
        ],
      },
    ];
    expect(workingLinks(groups, bare)).toEqual([
      { id: 2, title: "تورها", links: [{ id: 2, title: "پیش رو", link: "/#future" }] },
    ]);
  });
});
