// A ticket as an iCalendar file (RFC 5545): one VEVENT in Asia/Tehran time with a VTIMEZONE for it,
// a stable UID per ticket (a second download updates the same event), DTSTAMP in UTC, text values
// escaped (backslash, semicolon, comma, newline) and lines folded at 75 octets without splitting a
// UTF-8 character, CRLF line ends. Pure, unit-tested.
import { tehranWallClock } from "@/lib/format/date";
import { ICS_TYPE } from "@/lib/http/media-types";

export interface IcsTicket {
  trackingId: string;
  title: string;
  startTime: Date;
  endTime: Date;
  location: string | null;
  leaderName: string;
  passengers: string[];
  cancelled: boolean;
  url: string;
  host: string;
}

export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line: at most 75 octets a line, continuation lines start with one space. */
export function foldIcsLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    const limit = out.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      out.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const pad = (n: number) => String(n).padStart(2, "0");

/** Tehran's wall clock as a local date-time value (20261210T080000). */
function tehranLocal(instant: Date): string {
  const w = tehranWallClock(instant);
  return `${w.getFullYear()}${pad(w.getMonth() + 1)}${pad(w.getDate())}T${pad(w.getHours())}${pad(w.getMinutes())}${pad(w.getSeconds())}`;
}

function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

export function ticketIcs(ticket: IcsTicket, now = new Date()): string {
  const description = [
    `کد رهگیری: ${ticket.trackingId}`,
    `برگزارکننده: ${ticket.leaderName}`,
    `مسافران: ${ticket.passengers.join("، ")}`,
    `بلیت: ${ticket.url}`,
  ].join("\n");
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hamsafar//Tickets//FA",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    // Iran has kept +03:30 all year since 2022; the sessions sold are in the future.
    "BEGIN:VTIMEZONE",
    "TZID:Asia/Tehran",
    "BEGIN:STANDARD",
    "DTSTART:19700101T000000",
    "TZOFFSETFROM:+0330",
    "TZOFFSETTO:+0330",
    "TZNAME:+0330",
    "END:STANDARD",
    "END:VTIMEZONE",
    "BEGIN:VEVENT",
    `UID:ticket-${ticket.trackingId}@${ticket.host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART;TZID=Asia/Tehran:${tehranLocal(ticket.startTime)}`,
    `DTEND;TZID=Asia/Tehran:${tehranLocal(ticket.endTime)}`,
    `SUMMARY:${escapeIcsText(ticket.title)}`,
    ...(ticket.location ? [`LOCATION:${escapeIcsText(ticket.location)}`] : []),
    `DESCRIPTION:${escapeIcsText(description)}`,
    `URL:${ticket.url}`,
    `STATUS:${ticket.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

/** The download's answer: text/calendar, named after the tracking id, never cached by a shared cache. */
export function icsResponse(body: string, trackingId: string): Response {
  return new Response(body, {
    headers: {
      "content-type": `${ICS_TYPE}; charset=utf-8`,
      "content-disposition": `attachment; filename="hamsafar-${trackingId}.ics"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
