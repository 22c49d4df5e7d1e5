import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { productReceiptRedirectContract } from "@/lib/products/contracts";
import { productReceiptLocation } from "@/lib/products/receipt-redirect";
import { trustedOrigin } from "@/lib/websites/trusted-origin";

export const GET = route(productReceiptRedirectContract, async ({ req, params, query }) =>
  NextResponse.redirect(
    await productReceiptLocation(
      params.billId,
      query.paymentStatus,
      await trustedOrigin(req.headers.get("host")),
      query.receipt,
    ),
    303,
  ),
);
