// The share card of a tour (issue 32): its title, the dates of its next session (or of its last one, once
// all are past) and its price from the cheapest session, in Persian, under the leader's brand. One rule for
// the page's head (its og:image address carries the version) and the card's route (which draws it).
import { formatJalaliLongDate, formatToman } from "@/lib/format";
import type { ShareCard } from "./share-card";

export interface CardTour {
  title: string;
  leader: { brand: string | null; fullName: string };
  sessions: { startTime: string | Date; endTime: string | Date; price: number }[];
}

export function tourShareCard(tour: CardTour, now = new Date()): ShareCard {
  const sessions = [...tour.sessions].sort((a, b) => +new Date(a.startTime) - +new Date(b.startTime));
  const next = sessions.find((s) => +new Date(s.startTime) > +now) ?? sessions.at(-1);
  const lines: string[] = [];
  if (next) {
    const start = formatJalaliLongDate(next.startTime);
    const end = formatJalaliLongDate(next.endTime);
    const more = sessions.filter((s) => +new Date(s.startTime) > +now).length > 1 ? "، و تاریخ‌های دیگر" : "";
    lines.push(`${start === end ? start : `${start} تا ${end}`}${more}`);
    const prices = sessions.map((s) => s.price).filter((p) => p > 0);
    if (prices.length) {
      const least = Math.min(...prices);
      lines.push(`${prices.some((p) => p !== least) ? "از " : ""}${formatToman(least)}`);
    }
  }
  return { title: tour.title, lines, brand: tour.leader.brand?.trim() || tour.leader.fullName };
}
