// Where a visitor came from, for the tour's view statistics (spec: Instagram, Telegram, WhatsApp, direct).
export type VisitSource = "Instagram" | "Telegram" | "WhatsApp" | "Direct";

const PATTERNS: [VisitSource, RegExp][] = [
  ["Instagram", /instagram|^ig$|instagr\.am/i],
  ["Telegram", /telegram|^tg$|(^|\.)t\.me$/i],
  ["WhatsApp", /whatsapp|^wa$|(^|\.)wa\.me$/i],
];

/** ?source= wins; otherwise the referrer's host; anything else is a direct visit. */
export function visitSource(sourceParam: string | null, referrer: string): VisitSource {
  const candidates = [sourceParam ?? ""];
  try {
    if (referrer) candidates.push(new URL(referrer).hostname);
  } catch {
    // A malformed referrer is a direct visit.
  }
  for (const candidate of candidates) {
    const hit = PATTERNS.find(([, pattern]) => candidate && pattern.test(candidate));
    if (hit) return hit[0];
  }
  return "Direct";
}

/** localStorage key of the visitor's uuid (sent with views and with the reservation). */
export const VISITOR_KEY = "hamsafar:visitor";
