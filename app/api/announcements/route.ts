import { createAnnouncementContract, listAnnouncementsContract } from "@/lib/announcements/contracts";
import { listMyAnnouncements } from "@/lib/announcements/list-my-announcements";
import { saveAnnouncement } from "@/lib/announcements/save-announcement";
import { route } from "@/lib/http/route";

export const GET = route(listAnnouncementsContract, ({ caller }) => listMyAnnouncements(caller.userId));
export const POST = route(createAnnouncementContract, ({ caller, body }) => saveAnnouncement(caller.userId, body));
