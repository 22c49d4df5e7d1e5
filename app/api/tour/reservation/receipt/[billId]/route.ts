import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { reservationReceiptContract } from "@/lib/reservations/contracts";
import { receiptLocation } from "@/lib/reservations/receipt-redirect";

export const GET = route(reservationReceiptContract, async ({ params, query }) =>
  NextResponse.redirect(await receiptLocation(params.billId, query.paymentStatus), 303),
);
