import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { SavedNotice } from "@/components/dashboard/saved-notice";
import { TourList } from "@/components/tour-list/tour-list";
import { TOUR_SAVED } from "@/components/tour-wizard/labels";

export const metadata: Metadata = { title: "مدیریت تورها" };

export default function ToursPage() {
  return (
    <NuqsAdapter>
      <SavedNotice messages={TOUR_SAVED} />
      <TourList />
    </NuqsAdapter>
  );
}
