import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/next-auth";
import { describeExternal } from "@/lib/http/describe";
import { z } from "@/lib/validation/z";

const nextAuth = NextAuth(authOptions);
const params = z.object({ nextauth: z.array(z.string()) });

export const GET = describeExternal(
  { method: "GET", path: "/api/auth/{nextauth}", summary: "next-auth session endpoints (session, csrf, providers)", tags: ["auth"], access: "public", params },
  nextAuth,
);
export const POST = describeExternal(
  { method: "POST", path: "/api/auth/{nextauth}", summary: "next-auth sign-in and sign-out with an API token", tags: ["auth"], access: "public", params },
  nextAuth,
);
