import { route } from "@/lib/http/route";
import { toggleRegistrationContract } from "@/lib/tours/contracts";
import { toggleRegistration } from "@/lib/tours/toggle-registration";

export const PUT = route(toggleRegistrationContract, ({ caller, params }) =>
  toggleRegistration(caller.userId, params.tourId),
);
