import { operatorAnnouncementsContract } from "@/lib/announcements/contracts";
import { listAnnouncements } from "@/lib/announcements/list-announcements";
import { route } from "@/lib/http/route";

export const GET = route(operatorAnnouncementsContract, ({ query }) => listAnnouncements(query));
