// POST /api/Contacts and POST /api/Suggestions/Create: anyone may send; bad input is 400 in Persian
// and writes nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

let leader: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  leader = await createUser();
});

describe("POST /api/Suggestions/Create", () => {
  it("keeps a visitor's suggestion for the site's owner", async () => {
    const res = await api("POST", "/api/Suggestions/Create", {
      body: {
        title: "پیشنهاد",
        text: "تور زمستانی بگذارید",
        fullName: "مینا رضایی",
        mobile: "۰۹۱۲۳۴۵۶۷۸۹",
        leaderEmail: "owner@example.com",
        leaderId: leader.user.id,
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await prisma.suggestion.findUniqueOrThrow({ where: { id: res.body.id } });
    expect(row).toMatchObject({
      leaderId: leader.user.id,
      mobile: "09123456789",
      email: "owner@example.com",
      text: "تور زمستانی بگذارید",
    });
  });

  it("refuses a missing title or name, a bad mobile and text over 5000 characters, writing nothing", async () => {
    const before = await prisma.suggestion.count();
    const good = { title: "t", fullName: "n", mobile: "09123456789" };
    for (const bad of [
      { ...good, title: "" },
      { ...good, fullName: "" },
      { ...good, mobile: "12345" },
      { ...good, text: "x".repeat(5001) },
    ]) {
      const res = await api("POST", "/api/Suggestions/Create", { body: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors.join(" ")).toMatch(/[\u0600-\u06FF]/);
    }
    expect(await prisma.suggestion.count()).toBe(before);
  });

  it("a leaderId that is not a leader is dropped, not refused", async () => {
    const operator = await createUser({ role: "Operator" });
    const res = await api("POST", "/api/Suggestions/Create", {
      body: { title: "t", fullName: "n", mobile: "09123456789", leaderId: operator.user.id },
    });
    expect((await prisma.suggestion.findUniqueOrThrow({ where: { id: res.body.id } })).leaderId).toBeNull();
  });
});

describe("POST /api/Contacts", () => {
  it("keeps a contact message; bad input is 400 and writes nothing", async () => {
    const res = await api("POST", "/api/Contacts", {
      body: { fullName: "علی", mobile: "09121111111", message: "سلام", subject: "همکاری" },
    });
    expect(res.status).toBe(200);
    expect(await prisma.contactMessage.findUniqueOrThrow({ where: { id: res.body.id } })).toMatchObject({
      subject: "همکاری",
      message: "سلام",
    });
    const before = await prisma.contactMessage.count();
    expect(
      (await api("POST", "/api/Contacts", { body: { fullName: "علی", mobile: "09121111111", message: "" } })).status,
    ).toBe(400);
    expect(
      (await api("POST", "/api/Contacts", { body: { fullName: "علی", mobile: "0912", message: "x" } })).status,
    ).toBe(400);
    expect(
      (
        await api("POST", "/api/Contacts", {
          body: { fullName: "علی", mobile: "09121111111", message: "x", email: "not-mail" },
        })
      ).status,
    ).toBe(400);
    expect(await prisma.contactMessage.count()).toBe(before);
  });
});
