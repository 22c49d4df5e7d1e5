import type { Metadata } from "next";
import { WizardStep } from "@/components/tour-wizard/wizard-step";

export const metadata: Metadata = { title: "ایجاد تور" };

export default function Page() {
  return <WizardStep step={1} />;
}
