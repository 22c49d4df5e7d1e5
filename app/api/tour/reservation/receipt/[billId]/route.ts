import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { reservationReceiptContract } from "@/lib/reservations/contracts";
import { receiptLocation } from "@/lib/reservations/receipt-redirect";
import { trustedOrigin } from "@/lib/websites/trusted-origin";

export const GET = route(reservationReceiptContract, async ({ req, params, query }) =>
  NextResponse.redirect(
    await receiptLocation(
      params.billId,
      query.paymentStatus,
      await trustedOrigin(req.headers.get("host")),
      query.receipt,
    ),
    303,
  ),
);
