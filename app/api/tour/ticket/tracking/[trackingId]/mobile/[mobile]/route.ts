import { route } from "@/lib/http/route";
import { ticketDownloadContract } from "@/lib/tickets/contracts";
import { ticketDownloadAddress } from "@/lib/tickets/get-ticket";

export const GET = route(ticketDownloadContract, ({ params }) =>
  ticketDownloadAddress(params.mobile, params.trackingId),
);
