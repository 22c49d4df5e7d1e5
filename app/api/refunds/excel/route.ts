import { route } from "@/lib/http/route";
import { refundsExportContract } from "@/lib/refunds/contracts";
import { exportRefunds } from "@/lib/refunds/export-refunds";

export const GET = route(refundsExportContract, ({ query }) => exportRefunds(query));
