import { route } from "@/lib/http/route";
import { subscribeContract } from "@/lib/subscribers/contracts";
import { subscribe } from "@/lib/subscribers/subscribe";

export const POST = route(subscribeContract, ({ params, body }) => subscribe(params.userId, body.mobile));
