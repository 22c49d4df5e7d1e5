import type { Metadata } from "next";
import { ComingSoon } from "@/components/dashboard/coming-soon";

export const metadata: Metadata = { title: "لغو و استرداد" };

export default function CancellationsPage() {
  return <ComingSoon title="لغو و استرداد" />;
}
