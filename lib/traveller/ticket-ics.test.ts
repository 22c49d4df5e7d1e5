import { describe, expect, it } from "vitest";
import { escapeIcsText, foldIcsLine, ticketIcs } from "./ticket-ics";

const ticket = {
  trackingId: "RPQ8Q8X6",
  title: "صعود دماوند; جبهه جنوبی, دو روزه",
  // 08:00 Tehran (+03:30) on 10 December 2026.
  startTime: new Date("2026-12-10T04:30:00Z"),
  endTime: new Date("2026-12-12T14:00:00Z"),
  location: "میدان آزادی\\ضلع غربی",
  leaderName: "سفرهای کوهستان",
  passengers: ["مریم احمدی", "علی رضایی"],
  cancelled: false,
  url: "https://hamsafar.example/12/tour/ticketPrint?trackingId=RPQ8Q8X6&mobile=09121234567",
  host: "hamsafar.example",
};

/** Unfolds as a reader does (RFC 5545 3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, "");

describe("a ticket as an iCalendar file", () => {
  const now = new Date("2026-11-26T00:30:05.123Z");
  const ics = ticketIcs(ticket, now);

  it("uses CRLF only, and no line is longer than 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("has one event with a stable UID, DTSTAMP in UTC and Tehran wall-clock times in a defined zone", () => {
    const text = unfold(ics);
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\nVERSION:2\.0\r\nPRODID:/);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain("\r\nUID:ticket-RPQ8Q8X6@hamsafar.example\r\n");
    expect(text).toContain("\r\nDTSTAMP:20261126T003005Z\r\n");
    expect(text).toContain("\r\nDTSTART;TZID=Asia/Tehran:20261210T080000\r\n");
    expect(text).toContain("\r\nDTEND;TZID=Asia/Tehran:20261212T173000\r\n");
    expect(text).toContain("\r\nBEGIN:VTIMEZONE\r\nTZID:Asia/Tehran\r\n");
    expect(text).toContain("TZOFFSETTO:+0330");
    expect(text).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(ticketIcs(ticket, new Date(now.getTime() + 60_000)).match(/UID:.*/)![0]).toBe(ics.match(/UID:.*/)![0]);
  });

  it("escapes text values and keeps Persian characters whole across folds", () => {
    const text = unfold(ics);
    expect(text).toContain("SUMMARY:صعود دماوند\\; جبهه جنوبی\\, دو روزه\r\n");
    expect(text).toContain("LOCATION:میدان آزادی\\\\ضلع غربی\r\n");
    expect(text).toContain(
      "DESCRIPTION:کد رهگیری: RPQ8Q8X6\\nبرگزارکننده: سفرهای کوهستان\\nمسافران: مریم احمدی، علی رضایی\\nبلیت: https://",
    );
    // Folding never cut a character in two: each physical line is valid UTF-8 on its own.
    for (const line of ics.split("\r\n")) expect(Buffer.from(line, "utf8").toString("utf8")).toBe(line);
  });

  it("marks a cancelled ticket", () => {
    expect(ticketIcs({ ...ticket, cancelled: true }, now)).toContain("\r\nSTATUS:CANCELLED\r\n");
  });

  it("escape and fold rules", () => {
    expect(escapeIcsText("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
    const long = "X".repeat(200);
    const folded = foldIcsLine(long);
    expect(folded.split("\r\n ").map((l) => l.length)).toEqual([75, 74, 51]);
    const persian = "د".repeat(100);
    for (const line of foldIcsLine(persian).split("\r\n"))
      expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(foldIcsLine(persian).replace(/\r\n /g, "")).toBe(persian);
  });
});
