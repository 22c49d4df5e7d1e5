import type { Metadata } from "next";
import { AnnouncementsAdmin } from "@/components/announcements/announcements-admin";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "اطلاعیه‌ها" };

export default async function AnnouncementsPage() {
  await requirePageCaller(["Operator"]);
  return <AnnouncementsAdmin />;
}
