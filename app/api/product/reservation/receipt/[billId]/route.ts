import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { productReceiptRedirectContract } from "@/lib/products/contracts";
import { productReceiptLocation } from "@/lib/products/receipt-redirect";

export const GET = route(productReceiptRedirectContract, async ({ params, query }) =>
  NextResponse.redirect(await productReceiptLocation(params.billId, query.paymentStatus), 303),
);
