import "server-only";
// GET/PUT /api/tour/{tourId}/day-settings: how long a waiting-list offer holds its places and when
// the day-before reminder goes out. No row means the defaults, so a tour never needs one to work.
import { prisma, type Db } from "@/lib/db/client";
import { assertOwnedTour } from "@/lib/tours/access";
import { DEFAULT_HOLD_MINUTES, DEFAULT_REMINDER_MINUTE, minuteToClock } from "./constants";
import type { DaySettingsBody } from "./schemas";

export interface DaySettings {
  holdMinutes: number;
  remindersOn: boolean;
  reminderMinute: number;
}

export const DEFAULT_DAY_SETTINGS: DaySettings = {
  holdMinutes: DEFAULT_HOLD_MINUTES,
  remindersOn: true,
  reminderMinute: DEFAULT_REMINDER_MINUTE,
};

export async function readDaySettings(db: Db, tourId: number): Promise<DaySettings> {
  const row = await db.tourDaySetting.findUnique({
    where: { tourId },
    select: { holdMinutes: true, remindersOn: true, reminderMinute: true },
  });
  return row ?? DEFAULT_DAY_SETTINGS;
}

const toWire = (s: DaySettings) => ({
  holdMinutes: s.holdMinutes,
  remindersOn: s.remindersOn,
  reminderTime: minuteToClock(s.reminderMinute),
});

export async function getDaySettings(leaderId: number, tourId: number) {
  await assertOwnedTour(prisma, leaderId, tourId);
  return toWire(await readDaySettings(prisma, tourId));
}

export async function putDaySettings(leaderId: number, tourId: number, body: DaySettingsBody) {
  await assertOwnedTour(prisma, leaderId, tourId);
  const [h, m] = body.reminderTime.split(":").map(Number);
  const data = { holdMinutes: body.holdMinutes, remindersOn: body.remindersOn, reminderMinute: h * 60 + m };
  const row = await prisma.tourDaySetting.upsert({ where: { tourId }, create: { tourId, ...data }, update: data });
  return toWire(row);
}
