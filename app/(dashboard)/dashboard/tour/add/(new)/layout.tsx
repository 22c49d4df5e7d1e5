import { TourWizard } from "@/components/tour-wizard/wizard-provider";

// One wizard (form state, photos) for the three add steps: navigating between them keeps it.
export default function AddTourLayout({ children }: { children: React.ReactNode }) {
  return <TourWizard mode="add">{children}</TourWizard>;
}
