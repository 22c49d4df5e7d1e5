import type { Metadata } from "next";
import { WebsiteMaker } from "@/components/website-maker/website-maker";

export const metadata: Metadata = { title: "سایت‌ساز" };

export default function WebsiteMakerPage() {
  return <WebsiteMaker />;
}
