import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { hashEmailToken } from "./email-token";
import { ACCOUNT_MESSAGES as M } from "./messages";

let n = 0;
const email = () => `user${Date.now()}${n++}@example.ir`;
const sendMail = (token: string) => api("POST", "/api/Users/SendVerificationMailToUser", { token });
const verify = (token: string, body: unknown) => api("PUT", "/api/Users/VerifyUserMail", { token, body });

/** The token in the link of the newest mail to this user. */
async function mailedToken(userId: number) {
  const mail = await prisma.mailMessage.findFirstOrThrow({ where: { userId }, orderBy: { id: "desc" } });
  return mail.text.match(/\/auth\/verifyEmail\?token=([A-Za-z0-9_-]+)/)![1];
}

describe("SendVerificationMailToUser / VerifyUserMail", () => {
  it("mails a 24-hour link whose token is stored only as its hash, then verifies the email", async () => {
    const address = email();
    const { user, token } = await createUser({ email: address, confirmed: false });
    const res = await sendMail(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    const mail = await prisma.mailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(mail).toMatchObject({ to: address, provider: "console" });
    expect(mail.subject).toContain("تایید ایمیل");
    expect(mail.text).toContain("http://localhost:3000/auth/verifyEmail?token=");
    const secret = await mailedToken(user.id);
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    const row = await prisma.emailVerificationToken.findFirstOrThrow({ where: { userId: user.id } });
    expect(row.tokenHash).toBe(hashEmailToken(secret));
    expect(row.tokenHash).not.toContain(secret);
    expect(row.email).toBe(address);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(24 * 3_600_000 - 60_000);

    const ok = await verify(token, { token: secret });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
    // Used once: a second use and a new mail are refused.
    expect((await verify(token, { token: secret })).status).toBe(400);
    const again = await sendMail(token);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ errors: [M.emailAlreadyVerified] });
  });

  it("needs an email on the profile", async () => {
    const { user, token } = await createUser();
    const res = await sendMail(token);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.emailMissing] });
    expect(await prisma.emailVerificationToken.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.mailMessage.count({ where: { userId: user.id } })).toBe(0);
  });

  it("sends at most one mail a minute", async () => {
    const { user, token } = await createUser({ email: email() });
    expect((await sendMail(token)).status).toBe(200);
    const second = await sendMail(token);
    expect(second.status).toBe(429);
    expect(second.body).toMatchObject({ errors: [M.verificationMailTooSoon] });
    expect(await prisma.mailMessage.count({ where: { userId: user.id } })).toBe(1);
    expect(await prisma.emailVerificationToken.count({ where: { userId: user.id } })).toBe(1);
    await prisma.$executeRaw`UPDATE "EmailVerificationToken" SET "createdAt" = "createdAt" - interval '61 seconds' WHERE "userId" = ${user.id}`;
    expect((await sendMail(token)).status).toBe(200);
  });

  it("concurrent requests send one mail", async () => {
    const { user, token } = await createUser({ email: email() });
    const answers = await Promise.all([sendMail(token), sendMail(token), sendMail(token)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await prisma.mailMessage.count({ where: { userId: user.id } })).toBe(1);
  });

  it("needs a signed-in caller", async () => {
    expect((await api("POST", "/api/Users/SendVerificationMailToUser")).status).toBe(401);
    expect((await api("PUT", "/api/Users/VerifyUserMail", { body: { token: "x" } })).status).toBe(401);
  });

  const unverified = async (id: number) =>
    (await prisma.user.findUniqueOrThrow({ where: { id } })).emailVerifiedAt === null;

  it("refuses another user's token", async () => {
    const owner = await createUser({ email: email() });
    const other = await createUser({ email: email() });
    await sendMail(owner.token);
    const secret = await mailedToken(owner.user.id);
    const res = await verify(other.token, { token: secret });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errors: [M.invalidEmailToken] });
    expect(await unverified(other.user.id)).toBe(true);
    expect(await unverified(owner.user.id)).toBe(true);
    expect(
      (await prisma.emailVerificationToken.findFirstOrThrow({ where: { userId: owner.user.id } })).usedAt,
    ).toBeNull();
  });

  it("refuses an expired token", async () => {
    const { user, token } = await createUser({ email: email() });
    await sendMail(token);
    const secret = await mailedToken(user.id);
    await prisma.emailVerificationToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect((await verify(token, { token: secret })).status).toBe(400);
    expect(await unverified(user.id)).toBe(true);
  });

  it("refuses a token issued for an email the profile no longer has", async () => {
    const { user, token } = await createUser({ email: email() });
    await sendMail(token);
    const secret = await mailedToken(user.id);
    await prisma.user.update({ where: { id: user.id }, data: { email: email() } });
    expect((await verify(token, { token: secret })).status).toBe(400);
    expect(await unverified(user.id)).toBe(true);
  });

  it("refuses an unknown token and malformed bodies", async () => {
    const { user, token } = await createUser({ email: email() });
    expect((await verify(token, { token: "A".repeat(43) })).status).toBe(400);
    for (const body of [
      undefined,
      {},
      { token: "" },
      { token: 12345 },
      { token: ["a"] },
      { token: null },
      { token: "x".repeat(5000) },
    ]) {
      expect((await verify(token, body)).status).toBe(400);
    }
    expect((await verify(token, JSON.stringify({ token: "x", pad: "y".repeat(1024 * 1024) }))).status).toBe(413);
    expect(await unverified(user.id)).toBe(true);
  });
});
