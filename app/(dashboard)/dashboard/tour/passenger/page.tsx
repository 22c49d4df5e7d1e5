import type { Metadata } from "next";
import { Suspense } from "react";
import { PassengerForm } from "@/components/tour-report/passenger-form";

export const metadata: Metadata = { title: "مسافر تور" };

export default function TourPassengerPage() {
  return (
    <Suspense>
      <PassengerForm />
    </Suspense>
  );
}
