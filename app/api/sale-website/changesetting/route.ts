import { route } from "@/lib/http/route";
import { changeSettingContract } from "@/lib/websites/contracts";
import { changeWebsiteSetting } from "@/lib/websites/operator-changes";

export const POST = route(changeSettingContract, ({ body }) =>
  changeWebsiteSetting(body.userId, body.planType, body.selectedFeatureIds),
);
