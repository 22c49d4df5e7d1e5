import { encode } from "next-auth/jwt";
import { describe, expect, it } from "vitest";
import { carriesSignIn } from "./signed-in";
import { signAccessToken } from "./tokens";

const token = async () =>
  (await signAccessToken({ userId: 7, role: "Leader", tokenVersion: 0, keepMeLogin: false })).token;

describe("carriesSignIn", () => {
  it("is false at once without credentials (no work for an anonymous request)", () => {
    expect(carriesSignIn({})).toBe(false);
    expect(carriesSignIn({ cookie: "theme=dark" })).toBe(false);
  });

  it("accepts a bearer token or a session cookie this server signed", async () => {
    expect(await carriesSignIn({ authorization: `Bearer ${await token()}` })).toBe(true);
    const session = await encode({ token: { apiToken: await token() }, secret: process.env.AUTH_SECRET! });
    expect(await carriesSignIn({ cookie: `theme=dark; next-auth.session-token=${session}` })).toBe(true);
  });

  it("refuses made-up credentials: they buy nothing", async () => {
    expect(await carriesSignIn({ authorization: "Bearer made.up.token" })).toBe(false);
    expect(await carriesSignIn({ cookie: "next-auth.session-token=forged" })).toBe(false);
    const otherSecret = await encode({
      token: { apiToken: await token() },
      secret: "another-secret-another-secret-0123",
    });
    expect(await carriesSignIn({ cookie: `next-auth.session-token=${otherSecret}` })).toBe(false);
  });
});
