// The installment calls as the leader's pages make them (lib/installments/contracts.ts through the
// typed client), the plan form's field check with the server's own schema, and the Persian titles.
import { api } from "@/lib/client/api-client";
import { urlOf, type BodyOf, type QueryOf } from "@/lib/client/endpoint";
import * as inst from "@/lib/client/endpoints/installments";
import type { ResponseOf } from "@/lib/client/response-of";
import type * as C from "@/lib/installments/contracts";
import { INSTALLMENT_STATUS_TITLES, PAID_VIA_TITLES, SALE_STATE_TITLES } from "@/lib/installments/labels";
import { planBody, SALE_STATES as SALE_STATE_VALUES, type SaleState } from "@/lib/installments/schemas";

export type Plan = ResponseOf<typeof C.listPlansContract>["result"][number];
export type PlanBody = { [K in keyof BodyOf<typeof inst.createPlanContract>]: unknown };
export type SalesPage = ResponseOf<typeof C.listSalesContract>;
export type Sale = SalesPage["result"][number];
export type SaleInstallment = Sale["installments"][number];
export type CancelPreview = ResponseOf<typeof C.previewCancelSaleContract>;
export type { SaleState };
type SalesQuery = QueryOf<typeof inst.listSalesContract>;

/** The list's state filter (the API's values) with the words a leader reads. */
export const SALE_STATES: { value: SaleState; title: string }[] = SALE_STATE_VALUES.map((value) => ({
  value,
  title: SALE_STATE_TITLES[value],
}));

export const INSTALLMENT_STATUS: Record<SaleInstallment["status"], string> = INSTALLMENT_STATUS_TITLES;

export const paidByTitle = (via: NonNullable<SaleInstallment["paidBy"]>) => PAID_VIA_TITLES[via];

/**
 * The plan form's fields checked by the schema the server checks the body with, each message under
 * its field (`dueDaysAfterPurchase.2` for the third due day); empty when the server would accept it.
 */
export function planFieldErrors(body: PlanBody): Record<string, string> {
  const parsed = planBody.safeParse(body);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

export const installmentApi = {
  plans: async () => (await api.call(inst.listPlansContract)).result,
  createPlan: (body: PlanBody) =>
    api.call(inst.createPlanContract, { body: body as BodyOf<typeof inst.createPlanContract> }),
  updatePlan: (planId: number, body: PlanBody) =>
    api.call(inst.updatePlanContract, { params: { planId }, body: body as BodyOf<typeof inst.updatePlanContract> }),
  archivePlan: (planId: number) => api.call(inst.archivePlanContract, { params: { planId } }),
  deletePlan: (planId: number) => api.call(inst.deletePlanContract, { params: { planId } }),
  sales: (query: SalesQuery) => api.call(inst.listSalesContract, { query }),
  exportUrl: (query: QueryOf<typeof inst.exportSalesContract>) => urlOf(inst.exportSalesContract, { query }),
  recordOffline: (installmentId: number, body: BodyOf<typeof inst.recordOfflinePaymentContract>) =>
    api.call(inst.recordOfflinePaymentContract, { params: { installmentId }, body }),
  moveDueDate: (installmentId: number, body: BodyOf<typeof inst.changeDueDateContract>) =>
    api.call(inst.changeDueDateContract, { params: { installmentId }, body }),
  /** The dialog shows a refusal (a started session, a cancelled tour) itself, so no toast. */
  previewCancel: (reservationId: number) =>
    api.call(inst.previewCancelSaleContract, { params: { reservationId }, notify: false }),
  cancelSale: (reservationId: number) => api.call(inst.cancelSaleContract, { params: { reservationId } }),
};
