import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { ToursAdmin } from "@/components/admin-tours/tours-admin";
import { requirePageCaller } from "@/lib/auth/page-caller";

export const metadata: Metadata = { title: "مدیریت تورها" };

export default async function TourManagementPage() {
  await requirePageCaller(["Operator"]);
  return (
    <NuqsAdapter>
      <ToursAdmin />
    </NuqsAdapter>
  );
}
