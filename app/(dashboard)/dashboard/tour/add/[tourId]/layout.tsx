import { tourWizardLayout } from "@/components/tour-wizard/wizard-layout";

export default tourWizardLayout("copy");
