import { route } from "@/lib/http/route";
import { editTourContract } from "@/lib/tours/contracts";
import { getTourForEdit } from "@/lib/tours/get-tour-for-edit";

export const GET = route(editTourContract, ({ caller, params }) => getTourForEdit(caller.userId, params.tourId));
