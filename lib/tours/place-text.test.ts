import { describe, expect, it } from "vitest";
import { mapLinks, placeText } from "./place-text";
import { vehicleLabels } from "./vehicle-labels";

describe("placeText", () => {
  it("says each name once and skips empty parts", () => {
    expect(placeText(["تهران", "تهران", "تهران"])).toBe("تهران");
    expect(placeText(["تهران", "تهران", "میدان آزادی"])).toBe("تهران، میدان آزادی");
    expect(placeText(["فارس", "شیراز", null, " "])).toBe("فارس، شیراز");
  });
});

describe("mapLinks", () => {
  it("opens the point in the phone's map app, Neshan and Balad", () => {
    const links = mapLinks(35.6997, 51.338);
    expect(links.geo).toBe("geo:35.699700,51.338000");
    expect(links.neshan).toContain("35.699700,51.338000");
    expect(links.balad).toContain("latitude=35.699700&longitude=51.338000");
  });
});

describe("vehicleLabels", () => {
  it("numbers vehicles of a session that share a type, and only those", () => {
    const labels = vehicleLabels([
      { id: 1, typeTitle: "اتوبوس" },
      { id: 2, typeTitle: "مینی‌بوس" },
      { id: 3, typeTitle: "اتوبوس" },
    ]);
    expect([...labels.values()]).toEqual(["اتوبوس ۱", "مینی‌بوس", "اتوبوس ۲"]);
  });
});
