import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { ANNOUNCEMENT_MESSAGES as M } from "./messages";

const persian = (body: { errors: string[] }) => expect(body.errors.join(" ")).toMatch(/[\u0600-\u06FF]/);
const unique = () => `اطلاعیه ${Math.random().toString(36).slice(2, 10)}`;

describe("announcements", () => {
  it("an announcement to all reaches every leader and affiliate, counts as unread until opened", async () => {
    const op = await createUser({ role: "Operator" });
    const leader = await createUser();
    const affiliate = await createUser({ role: "Affiliate", confirmed: false });
    const title = unique();
    const created = await api("POST", "/api/Announcements", {
      token: op.token,
      body: { title, body: "متن اطلاعیه", expiresIn: 3 },
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title, userId: null, annoncementType: "Alert", expired: false, readCount: 0 });

    for (const user of [leader, affiliate]) {
      const bell = await api("GET", "/api/Announcements", { token: user.token });
      expect(bell.status).toBe(200);
      const mine = bell.body.result.find((a: { id: number }) => a.id === created.body.id);
      expect(mine).toMatchObject({ title, body: "متن اطلاعیه", isRead: false, entityId: null });
    }
    const before = (await api("GET", "/api/Announcements", { token: leader.token })).body.unreadCount;
    const opened = await api("GET", `/api/Announcements/${created.body.id}`, { token: leader.token });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ id: created.body.id, isRead: true });
    // Opening twice is fine and counts once.
    await api("GET", `/api/Announcements/${created.body.id}`, { token: leader.token });
    const after = await api("GET", "/api/Announcements", { token: leader.token });
    expect(after.body.unreadCount).toBe(before - 1);
    expect(after.body.result.find((a: { id: number }) => a.id === created.body.id).isRead).toBe(true);
    // The affiliate has not read it.
    const aff = await api("GET", "/api/Announcements", { token: affiliate.token });
    expect(aff.body.result.find((a: { id: number }) => a.id === created.body.id).isRead).toBe(false);
    const list = await api("GET", "/api/Operator/announcements?PageSize=100", { token: op.token });
    expect(list.body.result.find((a: { id: number }) => a.id === created.body.id).readCount).toBe(1);
  });

  it("one addressed to a user is seen only by that user; someone else's is 404", async () => {
    const op = await createUser({ role: "Operator" });
    const leader = await createUser();
    const other = await createUser();
    const res = await api("POST", "/api/Announcements", {
      token: op.token,
      body: { title: unique(), body: "فقط برای شما", expiresIn: 1, userId: leader.user.id },
    });
    expect(res.body.userId).toBe(leader.user.id);
    expect(res.body.userName).toBe("علی رضایی");
    expect(
      (await api("GET", "/api/Announcements", { token: leader.token })).body.result.some(
        (a: { id: number }) => a.id === res.body.id,
      ),
    ).toBe(true);
    expect(
      (await api("GET", "/api/Announcements", { token: other.token })).body.result.some(
        (a: { id: number }) => a.id === res.body.id,
      ),
    ).toBe(false);
    expect((await api("GET", `/api/Announcements/${res.body.id}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", "/api/Announcements/2000000000", { token: leader.token })).status).toBe(404);
    expect(await prisma.announcementRead.count({ where: { announcementId: res.body.id } })).toBe(0);
  });

  it("expired announcements disappear from the bell and are 404", async () => {
    const op = await createUser({ role: "Operator" });
    const leader = await createUser();
    const res = await api("POST", "/api/Announcements", {
      token: op.token,
      body: { title: unique(), body: "کوتاه", expiresIn: 1 },
    });
    await prisma.announcement.update({ where: { id: res.body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(
      (await api("GET", "/api/Announcements", { token: leader.token })).body.result.some(
        (a: { id: number }) => a.id === res.body.id,
      ),
    ).toBe(false);
    expect((await api("GET", `/api/Announcements/${res.body.id}`, { token: leader.token })).status).toBe(404);
    const list = await api("GET", "/api/Operator/announcements?PageSize=100", { token: op.token });
    expect(list.body.result.find((a: { id: number }) => a.id === res.body.id).expired).toBe(true);
  });

  it("an operator edits (expiry counted again from now) and deletes; both audited", async () => {
    const op = await createUser({ role: "Operator" });
    const leader = await createUser();
    const res = await api("POST", "/api/Announcements", {
      token: op.token,
      body: { title: unique(), body: "نسخه اول", expiresIn: 1 },
    });
    const edited = await api("PUT", `/api/Announcements/${res.body.id}`, {
      token: op.token,
      body: { title: "عنوان تازه", body: "نسخه دوم", expiresIn: 10, userId: leader.user.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "عنوان تازه", body: "نسخه دوم", userId: leader.user.id });
    const days = (new Date(edited.body.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(9.9);
    expect(days).toBeLessThanOrEqual(10);
    const del = await api("DELETE", `/api/Announcements/${res.body.id}`, { token: op.token });
    expect(del.status).toBe(200);
    expect(await prisma.announcement.count({ where: { id: res.body.id } })).toBe(0);
    expect((await api("DELETE", `/api/Announcements/${res.body.id}`, { token: op.token })).status).toBe(404);
    expect(
      (
        await api("PUT", `/api/Announcements/${res.body.id}`, {
          token: op.token,
          body: { title: "x", body: "y", expiresIn: 1 },
        })
      ).status,
    ).toBe(404);
    const actions = await prisma.auditLog.findMany({
      where: { entityType: "Announcement", entityId: String(res.body.id) },
      orderBy: { id: "asc" },
    });
    expect(actions.map((a) => a.action)).toEqual(["announcement.create", "announcement.edit", "announcement.delete"]);
  });

  it("refuses bad input with Persian messages and writes nothing", async () => {
    const op = await createUser({ role: "Operator" });
    const accountant = await createUser({ role: "Accountant" });
    const title = unique();
    const cases: unknown[] = [
      { title: "", body: "b", expiresIn: 1 },
      { title, body: " ", expiresIn: 1 },
      { title, body: "b", expiresIn: 0 },
      { title, body: "b", expiresIn: 366 },
      { title, body: "b", expiresIn: 1.5 },
      { title, body: "b", expiresIn: 1, type: "Other" },
      { title, body: "b", expiresIn: 1, type: "TicketCancelation" },
      { title, body: "b", expiresIn: 1, userId: accountant.user.id },
      { title, body: "b", expiresIn: 1, userId: 2_000_000_000 },
    ];
    for (const body of cases) {
      const res = await api("POST", "/api/Announcements", { token: op.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      persian(res.body);
    }
    const ticket = await api("POST", "/api/Announcements", {
      token: op.token,
      body: { title, body: "b", expiresIn: 1, type: "TicketCancelation" },
    });
    expect(ticket.body.errors.join(" ")).toContain(M.entityRequired);
    expect(await prisma.announcement.count({ where: { title } })).toBe(0);
  });

  it("roles: operators write, leaders and affiliates read; everyone else 403", async () => {
    const op = await createUser({ role: "Operator" });
    const created = await api("POST", "/api/Announcements", {
      token: op.token,
      body: { title: unique(), body: "b", expiresIn: 1 },
    });
    const [leader, affiliate, accountant] = await Promise.all([
      createUser(),
      createUser({ role: "Affiliate" }),
      createUser({ role: "Accountant" }),
    ]);
    for (const who of [leader, affiliate, accountant]) {
      expect(
        (await api("POST", "/api/Announcements", { token: who.token, body: { title: "t", body: "b", expiresIn: 1 } }))
          .status,
      ).toBe(403);
      expect(
        (
          await api("PUT", `/api/Announcements/${created.body.id}`, {
            token: who.token,
            body: { title: "t", body: "b", expiresIn: 1 },
          })
        ).status,
      ).toBe(403);
      expect((await api("DELETE", `/api/Announcements/${created.body.id}`, { token: who.token })).status).toBe(403);
      expect((await api("GET", "/api/Operator/announcements", { token: who.token })).status).toBe(403);
    }
    for (const who of [op, accountant]) {
      expect((await api("GET", "/api/Announcements", { token: who.token })).status).toBe(403);
      expect((await api("GET", `/api/Announcements/${created.body.id}`, { token: who.token })).status).toBe(403);
    }
    expect((await api("GET", "/api/Announcements")).status).toBe(401);
    expect((await prisma.announcement.findUniqueOrThrow({ where: { id: created.body.id } })).title).not.toBe("t");
  });
});
