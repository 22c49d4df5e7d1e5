import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "ایجاد تور" };

export default function AddTourPage() {
  return <ComingSoon title="ایجاد تور" />;
}
