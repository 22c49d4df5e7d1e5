import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "جستجوی تور" };

export default function SearchToursPage() {
  return <ComingSoon title="جستجوی تور" />;
}
