import {
  deleteAnnouncementContract,
  getAnnouncementContract,
  updateAnnouncementContract,
} from "@/lib/announcements/contracts";
import { deleteAnnouncement } from "@/lib/announcements/delete-announcement";
import { getAnnouncement } from "@/lib/announcements/get-announcement";
import { saveAnnouncement } from "@/lib/announcements/save-announcement";
import { route } from "@/lib/http/route";

export const GET = route(getAnnouncementContract, ({ caller, params }) => getAnnouncement(caller.userId, params.id));
export const PUT = route(updateAnnouncementContract, ({ caller, params, body }) =>
  saveAnnouncement(caller.userId, body, params.id),
);
export const DELETE = route(deleteAnnouncementContract, ({ caller, params }) =>
  deleteAnnouncement(caller.userId, params.id),
);
