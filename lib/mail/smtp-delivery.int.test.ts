// The verification mail through a real SMTP server this test starts (smtp-server on a free port):
// the message is received, its link is followed and verifies the email; a refusing or vanished
// server answers the user 503 in Persian, is logged, and leaves no token and no MailMessage behind.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { MAIL_MESSAGES } from "./messages";

interface Received {
  from: string;
  to: string[];
  raw: string;
}
const received: Received[] = [];
let refuse = false;

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onRcptTo(address, _session, callback) {
    if (refuse) return callback(Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }));
    callback();
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (c: Buffer) => chunks.push(c));
    stream.on("end", () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString("utf8"),
      });
      callback();
    });
  },
});
let port = 0;

/** The text part of a single-part message, decoded from base64 or quoted-printable. */
function bodyText(raw: string) {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1].toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, h) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

const email = (tag: string) => `smtp-${tag}-${Date.now()}@example.ir`;
const sendVerification = (token: string) => api("POST", "/api/Users/SendVerificationMailToUser", { token });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.server.address() as AddressInfo).port;
  // The transport is chosen on the first mail, so these settings are what sendMail uses.
  vi.stubEnv("MAIL_PROVIDER", "smtp");
  vi.stubEnv("SMTP_URL", `smtp://127.0.0.1:${port}`);
  vi.stubEnv("MAIL_FROM", "همسفر <no-reply@hamsafar.test>");
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("MAIL_PROVIDER=smtp", () => {
  it("delivers the verification mail to the SMTP server, and its link verifies the email", async () => {
    const address = email("ok");
    const { user, token } = await createUser({ email: address, confirmed: false });
    const res = await sendVerification(token);
    expect(res.status).toBe(200);

    const mail = received.find((m) => m.to.includes(address))!;
    expect(mail.from).toBe("no-reply@hamsafar.test");
    expect(mail.raw).toMatch(/^Subject: =\?UTF-8\?/im);
    const text = bodyText(mail.raw);
    expect(text).toContain(`${user.firstName} عزیز`);
    const link = new URL(/https?:\/\/\S+\/auth\/verifyEmail\?token=\S+/.exec(text)![0]);
    expect(link.pathname).toBe("/auth/verifyEmail");
    const kept = await prisma.mailMessage.findFirstOrThrow({ where: { userId: user.id } });
    expect(kept.provider).toBe("smtp");

    const verified = await api("PUT", "/api/Users/VerifyUserMail", {
      token,
      body: { token: link.searchParams.get("token") },
    });
    expect(verified.status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).emailVerifiedAt).not.toBeNull();
  });

  it("a server that refuses the mail: 503 in Persian, logged, no token or record left, and a retry works", async () => {
    const address = email("refused");
    const { user, token } = await createUser({ email: address });
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    refuse = true;
    try {
      const res = await sendVerification(token);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ errors: [MAIL_MESSAGES.unavailable], codes: ["mail_unavailable"] });
      expect(errors.mock.calls.some((c) => String(c[0]).includes(`[mail] smtp delivery to ${address} failed`))).toBe(
        true,
      );
      expect(await prisma.emailVerificationToken.count({ where: { userId: user.id } })).toBe(0);
      expect(await prisma.mailMessage.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      refuse = false;
      errors.mockRestore();
    }
    // Nothing claims a mail went out, so the one-a-minute limit does not hold the retry back.
    expect((await sendVerification(token)).status).toBe(200);
    expect(received.filter((m) => m.to.includes(address))).toHaveLength(1);
  });

  it("an unreachable server: 503 in Persian, logged, nothing half-done", async () => {
    const { user, token } = await createUser({ email: email("down") });
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const res = await sendVerification(token);
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ errors: [MAIL_MESSAGES.unavailable], codes: ["mail_unavailable"] });
      expect(errors.mock.calls.some((c) => /ECONNREFUSED/.test(String(c[1])))).toBe(true);
      expect(await prisma.emailVerificationToken.count({ where: { userId: user.id } })).toBe(0);
      expect(await prisma.mailMessage.count({ where: { userId: user.id } })).toBe(0);
    } finally {
      errors.mockRestore();
      await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    }
  });
});
