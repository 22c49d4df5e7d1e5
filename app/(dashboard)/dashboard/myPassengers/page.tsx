import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "مسافران من" };

export default function MyPassengersPage() {
  return <ComingSoon title="مسافران من" />;
}
