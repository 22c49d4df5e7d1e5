import { createNextAuthHandler } from "@/lib/auth/next-auth";
import { describeExternal } from "@/lib/http/describe";
import { z } from "@/lib/validation/z";

const nextAuth = createNextAuthHandler();
const params = z.object({ nextauth: z.array(z.string()) });
// What next-auth answers as JSON: the session (`{}` when signed out), the CSRF token, the providers,
// or, for a sign-in or sign-out posted with `json: true`, the address to go to. Its other answers
// are redirects and its own HTML pages.
const response = z.union([
  z.object({ user: z.object({ id: z.number().int(), role: z.string() }), expires: z.string() }),
  z.object({ csrfToken: z.string() }),
  z.object({ url: z.string() }),
  z.record(
    z.string(),
    z.object({ id: z.string(), name: z.string(), type: z.string(), signinUrl: z.string(), callbackUrl: z.string() }),
  ),
]);

export const GET = describeExternal(
  {
    method: "GET",
    path: "/api/auth/{nextauth}",
    summary: "نقاط نشست next-auth (نشست، csrf، روش‌های ورود)",
    tags: ["auth"],
    access: "public",
    params,
    response,
    errors: [],
  },
  nextAuth,
);
export const POST = describeExternal(
  {
    method: "POST",
    path: "/api/auth/{nextauth}",
    summary: "ورود و خروج next-auth با توکن API",
    tags: ["auth"],
    access: "public",
    params,
    response,
    errors: [],
  },
  nextAuth,
);
