// The refund states the finance list's switches ask for: OnlyPaid (completed), AssignedToOperator (true: the operator's
// queue, false: the leaders' own), both meaning their intersection; undefined when neither narrows the states.
import type { RefundState } from "@/lib/db/generated/enums";

const PAID: RefundState[] = ["ProcessedByOperator", "ProcessedByTourLeader"];
const OPERATOR: RefundState[] = ["OperatorPending", "ProcessedByOperator"];
const LEADER: RefundState[] = ["TourLeaderPending", "ProcessedByTourLeader"];

export function refundFilterStates(f: { OnlyPaid?: boolean; AssignedToOperator?: boolean }): RefundState[] | undefined {
  let states: RefundState[] | undefined;
  const narrow = (to: RefundState[]) => (states = states ? states.filter((s) => to.includes(s)) : to);
  if (f.OnlyPaid) narrow(PAID);
  if (f.AssignedToOperator === true) narrow(OPERATOR);
  if (f.AssignedToOperator === false) narrow(LEADER);
  return states;
}
