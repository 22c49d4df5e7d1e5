import "server-only";
// POST /api/user/passenger/send-message: a text to every passenger of the caller's filtered book
// (the same filter as the search), one message per mobile, as a group SMS.
import type { Caller } from "@/lib/auth/caller";
import { prisma } from "@/lib/db/client";
import { queueGroupMessage } from "@/lib/messaging/queue-group-message";
import type { PassengerFilter } from "./schemas";
import { passengerBookSql } from "./search-passenger-book";

export async function messagePassengerBook(caller: Caller, filter: PassengerFilter, textMessage: string) {
  const rows = await prisma.$queryRaw<
    { mobile: string }[]
  >`SELECT DISTINCT e.mobile ${passengerBookSql(caller, filter)}`;
  return queueGroupMessage(caller.userId, {
    kind: "Passengers",
    text: textMessage,
    recipients: rows.map((r) => r.mobile),
  });
}
