// Request shapes of the waiting list.
import { idSchema, mobileSchema } from "@/lib/validation/fields";
import { z } from "@/lib/validation/z";
import { MAX_WAITLIST_ENTRIES, MAX_WAITLIST_PLACES } from "./constants";
import { WAITLIST_MESSAGES as M } from "./messages";

export const joinWaitlistBodySchema = z.object({
  mobile: mobileSchema,
  places: z.coerce
    .number()
    .int(M.placesRange(MAX_WAITLIST_PLACES))
    .min(1, M.placesRange(MAX_WAITLIST_PLACES))
    .max(MAX_WAITLIST_PLACES, M.placesRange(MAX_WAITLIST_PLACES)),
});
export type JoinWaitlistBody = z.output<typeof joinWaitlistBodySchema>;

export const reorderWaitlistBodySchema = z.object({ entryIds: z.array(idSchema).min(1).max(MAX_WAITLIST_ENTRIES) });

export const sessionParams = z.object({ tourId: idSchema, sessionId: idSchema });
export const entryParams = z.object({ tourId: idSchema, entryId: idSchema });
export const tokenParams = z.object({ token: z.string().trim().min(16).max(64) });
