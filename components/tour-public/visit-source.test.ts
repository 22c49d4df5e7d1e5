import { describe, expect, it } from "vitest";
import { visitSource } from "./visit-source";

describe("visit source", () => {
  it("takes ?source= first", () => {
    expect(visitSource("instagram", "https://t.me/x")).toBe("Instagram");
    expect(visitSource("Telegram", "")).toBe("Telegram");
    expect(visitSource("whatsapp", "")).toBe("WhatsApp");
  });

  it("falls back to the referrer's host", () => {
    expect(visitSource(null, "https://l.instagram.com/?u=1")).toBe("Instagram");
    expect(visitSource(null, "https://t.me/channel/12")).toBe("Telegram");
    expect(visitSource(null, "https://web.whatsapp.com/")).toBe("WhatsApp");
  });

  it("calls everything else direct", () => {
    expect(visitSource(null, "")).toBe("Direct");
    expect(visitSource("newsletter", "https://google.com/")).toBe("Direct");
    expect(visitSource(null, "not a url")).toBe("Direct");
  });
});
