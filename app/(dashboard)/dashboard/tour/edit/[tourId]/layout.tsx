import { notFound } from "next/navigation";
import { TourWizard } from "@/components/tour-wizard/wizard-provider";

export default async function TourWizardLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<{ tourId: string }>;
}) {
  const { tourId } = await params;
  if (!/^\d{1,9}$/.test(tourId)) notFound();
  return (
    <TourWizard mode="edit" tourId={Number(tourId)}>
      {children}
    </TourWizard>
  );
}
