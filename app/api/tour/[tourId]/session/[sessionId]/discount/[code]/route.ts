import { route } from "@/lib/http/route";
import { discountInfoContract } from "@/lib/reservations/contracts";
import { getDiscountInfo } from "@/lib/reservations/get-discount-info";

export const GET = route(discountInfoContract, ({ params }) =>
  getDiscountInfo(params.tourId, params.sessionId, params.code),
);
