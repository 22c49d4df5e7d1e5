import { route } from "@/lib/http/route";
import { stylesContract } from "@/lib/tours/contracts";
import { listTourStyles } from "@/lib/tours/reference";

export const GET = route(stylesContract, () => listTourStyles());
