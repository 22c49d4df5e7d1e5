import type { Metadata } from "next";
import { AdminWebsites } from "@/components/admin-websites/admin-websites";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "سایت‌ساز" };

export default async function AdminWebsiteMakerPage() {
  await requirePageCaller(["Operator"]);
  return <AdminWebsites />;
}
