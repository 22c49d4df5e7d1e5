"use client";
// One page of the wizard: the dashboard header (title, back button), the step header, the step.
import { DashboardPageHeader } from "@/components/dashboard/header-context";
import { ReadOnlyNote } from "./fields";
import { StepHeader } from "./step-header";
import { StepOne } from "./step-one";
import { StepThree } from "./step-three";
import { StepTwo } from "./step-two";
import type { WizardStep as Step } from "./validate-draft";
import { useWizard, WIZARD_TITLES } from "./wizard-provider";

export function WizardStep({ step }: { step: Step }) {
  const { mode, stepPath, cancelled } = useWizard();
  const back = step === 1 ? "/dashboard/tour" : stepPath((step - 1) as Step);
  return (
    <>
      <DashboardPageHeader title={WIZARD_TITLES[mode]} back={back} />
      <StepHeader current={step} stepPath={stepPath} />
      {cancelled && <ReadOnlyNote>این تور لغو شده است و قابل ویرایش نیست.</ReadOnlyNote>}
      {step === 1 ? <StepOne /> : step === 2 ? <StepTwo /> : <StepThree />}
    </>
  );
}
