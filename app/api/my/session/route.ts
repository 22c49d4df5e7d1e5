import { jsonResponse, route } from "@/lib/http/route";
import { travellerSessionContract, travellerSignInContract, travellerSignOutContract } from "@/lib/traveller/contracts";
import { endTravellerSession, travellerCookie, travellerOf } from "@/lib/traveller/session";
import { signInTraveller } from "@/lib/traveller/sign-in";

export const POST = route(travellerSignInContract, async ({ body }) => {
  const { token, session } = await signInTraveller(body);
  const response = jsonResponse({ mobile: session.mobile, expiresAt: session.expiresAt.toISOString() });
  response.headers.append("set-cookie", travellerCookie(token));
  return response;
});

export const GET = route(travellerSessionContract, async ({ req }) => (await travellerOf(req)) ?? null);

export const DELETE = route(travellerSignOutContract, async ({ req }) => {
  await endTravellerSession(req);
  const response = jsonResponse({ success: true });
  response.headers.append("set-cookie", travellerCookie(null));
  return response;
});
