import { route } from "@/lib/http/route";
import { hardshipsContract } from "@/lib/tours/contracts";
import { listTourHardships } from "@/lib/tours/reference";

export const GET = route(hardshipsContract, () => listTourHardships());
