import "server-only";
// next-auth keeps the browser session: its JWT cookie carries the API token issued by
// /api/Users/Login (or Register, ResetPassword), so pages and route handlers share one identity.
import nextAuthModule, { type NextAuthOptions } from "next-auth";
import credentialsModule from "next-auth/providers/credentials";
import { env } from "@/lib/config/env";
import { ACCESS_TOKEN_DAYS, verifyToken } from "./tokens";

// Next's bundler hands a CommonJS module's default export; Node's own loader (the build scripts under
// tsx, scripts/openapi-document.ts) hands its exports object, with the function under `default`.
const commonJsDefault = <T>(module: T): T => (module as { default?: T }).default ?? module;
const CredentialsProvider = commonJsDefault(credentialsModule);

declare module "next-auth" {
  interface User {
    role: string;
    apiToken: string;
  }
  interface Session {
    user: { id: number; role: string; name?: string | null; email?: string | null; image?: string | null };
    expires: string;
  }
}

declare module "next-auth/jwt" {
  interface JWT {
    apiToken?: string;
    role?: string;
    userId?: number;
    apiTokenExpires?: number;
  }
}

export const authOptions: NextAuthOptions = {
  secret: env.AUTH_SECRET ?? env.NEXTAUTH_SECRET,
  // The cookie may live as long as the longest token; the API token inside decides validity.
  session: { strategy: "jwt", maxAge: ACCESS_TOKEN_DAYS.keep * 86_400 },
  pages: { signIn: "/auth/login" },
  providers: [
    CredentialsProvider({
      name: "token",
      credentials: { token: { label: "token", type: "text" } },
      async authorize(credentials) {
        const token = credentials?.token;
        if (!token) return null;
        const claims = await verifyToken(token);
        if (!claims || claims.impersonatedBy) return null;
        return { id: String(claims.userId), role: claims.role, apiToken: token };
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const claims = await verifyToken(user.apiToken);
        token.apiToken = user.apiToken;
        token.role = user.role;
        token.userId = Number(user.id);
        token.apiTokenExpires = claims?.expiresAt.getTime();
      }
      return token;
    },
    async session({ session, token }) {
      session.user = { id: token.userId ?? 0, role: token.role ?? "" };
      if (token.apiTokenExpires) session.expires = new Date(token.apiTokenExpires).toISOString();
      return session;
    },
  },
};

/** The handler of /api/auth/[...nextauth]. */
export const createNextAuthHandler = () => commonJsDefault(nextAuthModule)(authOptions);
