// Where a tour starts, as one line a person reads: province, city and the place the leader typed,
// without saying a name twice ("تهران، تهران، تهران" → "تهران"; "تهران، میدان آزادی" stays).
export function placeText(parts: (string | null | undefined)[]): string {
  const out: string[] = [];
  for (const raw of parts) {
    const part = raw?.trim();
    if (part && !out.includes(part)) out.push(part);
  }
  return out.join("، ");
}

/** Links that open a point on the map: the geo: URI (the phone's own map app), Neshan and Balad. */
export function mapLinks(latitude: number, longitude: number) {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return {
    geo: `geo:${lat},${lng}`,
    neshan: `https://neshan.org/maps/@${lat},${lng},16z`,
    balad: `https://balad.ir/location?latitude=${lat}&longitude=${lng}&zoom=16`,
  };
}
