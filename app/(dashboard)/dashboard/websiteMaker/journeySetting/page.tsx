import type { Metadata } from "next";
import { JourneySetting } from "@/components/website-maker/journey-setting";

export const metadata: Metadata = { title: "سفرنامه تورها" };

export default function JourneySettingPage() {
  return <JourneySetting />;
}
