import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderShareCard } from "./render-share-card";
import { renderTextLayer } from "./render-text-layer";
import { shareCardVersion } from "./share-card";
import { tourShareCard } from "./tour-share-card";

const layer = (text: string) => renderTextLayer({ text, weight: "Bold", size: 48, colour: "#000000", width: 1000 });

describe("share cards", () => {
  it("draws Persian joined: «تور» is narrower than its letters kept apart, which it would not be unshaped", async () => {
    const joined = await layer("تور");
    // A zero-width non-joiner between the letters forces their isolated forms and adds no width of its own.
    const apart = await layer("ت\u200cو\u200cر");
    expect(joined.width).toBeLessThan(apart.width * 0.8);
  });

  it("aligns a Persian line to the right edge and breaks an unbroken 200-character token inside the width", async () => {
    const short = await layer("تور");
    const png = await sharp(short.data).raw().toBuffer({ resolveWithObject: true });
    expect(png.info.width).toBeLessThan(1000);
    const token = await layer("#صعود_زمستانی_دماوند_".repeat(10));
    expect(token.width).toBeLessThanOrEqual(1000);
    expect(token.height).toBeGreaterThan(short.height * 2);
  });

  it("is a 1200×630 PNG with the title, dates and price; markup typed by people is drawn, not read", async () => {
    const card = tourShareCard(
      {
        title: "صعود زمستانی دماوند <b>& «جبهه جنوبی»</b>",
        leader: { brand: "سفرهای کوهستان", fullName: "علی کوهنورد" },
        sessions: [
          { startTime: "2027-03-06T04:30:00Z", endTime: "2027-03-07T14:30:00Z", price: 4_500_000 },
          { startTime: "2027-03-13T04:30:00Z", endTime: "2027-03-14T14:30:00Z", price: 3_900_000 },
        ],
      },
      new Date("2027-01-01T00:00:00Z"),
    );
    expect(card.lines).toEqual(["۱۵ اسفند ۱۴۰۵ تا ۱۶ اسفند ۱۴۰۵، و تاریخ‌های دیگر", "از ۳٬۹۰۰٬۰۰۰ تومان"]);
    expect(card.brand).toBe("سفرهای کوهستان");
    const png = await renderShareCard(card);
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
    // A 200-character title does not overflow the card either.
    const long = await renderShareCard({ ...card, title: "#صعود_زمستانی_دماوند_".repeat(10) });
    expect(await sharp(long).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  it("names a card without a brand by the leader, and a card's version changes with anything it shows", () => {
    const tour = {
      title: "کویر مصر",
      leader: { brand: " ", fullName: "علی کوهنورد" },
      sessions: [{ startTime: "2027-03-06T04:30:00Z", endTime: "2027-03-06T14:30:00Z", price: 1_000_000 }],
    };
    const card = tourShareCard(tour, new Date("2027-01-01T00:00:00Z"));
    expect(card).toEqual({ title: "کویر مصر", lines: ["۱۵ اسفند ۱۴۰۵", "۱٬۰۰۰٬۰۰۰ تومان"], brand: "علی کوهنورد" });
    const version = shareCardVersion(card);
    expect(version).toMatch(/^[0-9a-f]{8}$/);
    expect(shareCardVersion({ ...card })).toBe(version);
    for (const changed of [
      { ...card, title: "کویر مصر " },
      { ...card, lines: ["۱۵ اسفند ۱۴۰۵", "۱٬۱۰۰٬۰۰۰ تومان"] },
      { ...card, brand: "سفرهای دریا" },
    ])
      expect(shareCardVersion(changed)).not.toBe(version);
  });
});
