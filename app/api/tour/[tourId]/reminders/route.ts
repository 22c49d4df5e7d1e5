import { route } from "@/lib/http/route";
import { listRemindersContract } from "@/lib/reminders/contracts";
import { listReminders } from "@/lib/reminders/list-reminders";

export const GET = route(listRemindersContract, ({ caller, params }) => listReminders(caller.userId, params.tourId));
