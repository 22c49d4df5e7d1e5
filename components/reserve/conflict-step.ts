// Where a 409 of the reservation sends the buyer: the step whose choice must change. Seat and
// vehicle messages name «صندلی» / «وسیله نقلیه»; extra-item messages quote the item's title.
export type ConflictStep = "busSeat" | "passengersInfo" | "tour";

export function conflictStep(messages: string[], hasSeats: boolean, extraItemTitles: string[] = []): ConflictStep {
  const text = messages.join(" ");
  if (hasSeats && /صندلی|وسیله نقلیه/.test(text)) return "busSeat";
  if (/تخفیف|آیتم|کد ملی|ثبت نام|ثبت‌نام شده/.test(text)) return "passengersInfo";
  if (extraItemTitles.some((title) => title && text.includes(`«${title}»`))) return "passengersInfo";
  return "tour";
}
