// The layout of the wizard over a saved tour (/dashboard/tour/edit/[tourId], and /dashboard/tour/add/[tourId]
// which copies it): one wizard for the three steps, and a 404 for an id that is not a tour id.
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { TourWizard } from "./wizard-provider";

export function tourWizardLayout(mode: "edit" | "copy") {
  return async function TourWizardLayout({
    children,
    params,
  }: {
    children: ReactNode;
    params: Promise<{ tourId: string }>;
  }) {
    const { tourId } = await params;
    if (!/^\d{1,9}$/.test(tourId)) notFound();
    return (
      <TourWizard mode={mode} tourId={Number(tourId)}>
        {children}
      </TourWizard>
    );
  };
}
