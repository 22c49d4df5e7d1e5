// A session's vehicles as a traveller tells them apart: the type's title, numbered when two
// vehicles of the session share it ("اتوبوس ۱", "اتوبوس ۲").
import { formatDigits } from "@/lib/format/number";

export function vehicleLabels<V extends { id: number; typeTitle: string }>(vehicles: V[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const v of vehicles) counts.set(v.typeTitle, (counts.get(v.typeTitle) ?? 0) + 1);
  const seen = new Map<string, number>();
  return new Map(
    vehicles.map((v) => {
      if ((counts.get(v.typeTitle) ?? 0) < 2) return [v.id, v.typeTitle];
      const n = (seen.get(v.typeTitle) ?? 0) + 1;
      seen.set(v.typeTitle, n);
      return [v.id, `${v.typeTitle} ${formatDigits(n)}`];
    }),
  );
}
