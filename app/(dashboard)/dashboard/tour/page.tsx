import type { Metadata } from "next";
import { NuqsAdapter } from "nuqs/adapters/next/app";
import { TourList } from "@/components/tour-list/tour-list";

export const metadata: Metadata = { title: "مدیریت تورها" };

export default function ToursPage() {
  return (
    <NuqsAdapter>
      <TourList />
    </NuqsAdapter>
  );
}
