import { route } from "@/lib/http/route";
import { changeDueDate } from "@/lib/installments/change-due-date";
import { changeDueDateContract } from "@/lib/installments/contracts";

export const PUT = route(changeDueDateContract, ({ caller, params, body }) =>
  changeDueDate(caller.userId, params.installmentId, body.dueAt),
);
