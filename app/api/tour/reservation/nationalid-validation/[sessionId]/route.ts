import { route } from "@/lib/http/route";
import { nationalIdValidationContract } from "@/lib/reservations/contracts";
import { validateNationalIds } from "@/lib/reservations/validate-national-ids";

export const POST = route(nationalIdValidationContract, ({ params, body }) =>
  validateNationalIds(params.sessionId, body.nationalIds, body.mobile),
);
