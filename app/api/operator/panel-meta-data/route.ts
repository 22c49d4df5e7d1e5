import { route } from "@/lib/http/route";
import { getPanelMetaData } from "@/lib/operator/panel-meta-data";
import { panelMetaDataContract } from "@/lib/operator/contracts";

export const GET = route(panelMetaDataContract, () => getPanelMetaData());
