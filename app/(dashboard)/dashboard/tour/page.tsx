import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "تورها" };

export default function ToursPage() {
  return <ComingSoon title="تورها" />;
}
