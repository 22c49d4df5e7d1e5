import { describe, expect, it } from "vitest";
import { verifyToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { wallet } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { OPERATOR_USER_MESSAGES as M } from "./messages";

const persian = (body: { errors: string[] }) => expect(body.errors.join(" ")).toMatch(/[\u0600-\u06FF]/);

async function operator() {
  return createUser({ role: "Operator" });
}

const auditRows = (userId: number, action: string) =>
  prisma.auditLog.count({ where: { targetUserId: userId, action } });

describe("operator user calls: roles", () => {
  it("answer 403 to leaders, affiliates and accountants, 401 to anonymous", async () => {
    const target = await createUser();
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/Operator/SearchUsers?RoleId=2"],
      ["GET", `/api/Operator/user/${target.user.id}`],
      ["DELETE", `/api/Operator/user/${target.user.id}`],
      [
        "PUT",
        "/api/Operator/EditUser",
        { id: target.user.id, firstName: "x", lastName: "y", mobile: target.user.mobile },
      ],
      ["PUT", `/api/Operator/user/${target.user.id}/toggle-confirmation`],
      ["PUT", `/api/Operator/user/${target.user.id}/toggle-identity-confirmation`],
      ["PUT", `/api/Operator/user-note/${target.user.id}`, { note: "n" }],
      ["POST", "/api/Operator/AddCreditToUser", { userId: target.user.id, operatorNote: "n", amount: 1000 }],
      ["POST", "/api/Operator/SendSmsToUser", { userId: target.user.id, message: "سلام" }],
      ["POST", "/api/Operator/ChangeUserRole", { userId: target.user.id, role: "Affiliate" }],
      ["GET", `/api/Operator/user/${target.user.id}/audit`],
      ["GET", "/api/Operator/staff"],
      [
        "POST",
        "/api/Operator/staff",
        { firstName: "a", lastName: "b", mobile: uniqueMobile(), password: "Sarv-Kooh#Baran26", role: "Accountant" },
      ],
      ["PUT", `/api/Operator/staff/${target.user.id}/toggle-disabled`],
    ];
    const others = await Promise.all([
      createUser({ role: "Leader" }),
      createUser({ role: "Affiliate" }),
      createUser({ role: "Accountant" }),
    ]);
    for (const [method, path, body] of calls) {
      for (const other of others) {
        const res = await api(method, path, { token: other.token, body });
        expect(res.status, `${method} ${path} as ${other.user.role}`).toBe(403);
      }
      expect((await api(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    const after = await prisma.user.findUniqueOrThrow({ where: { id: target.user.id } });
    expect(after).toMatchObject({ isConfirmed: true, deletedAt: null, role: "Leader", operatorNote: null });
    expect(await balanceOf(prisma, wallet(target.user.id))).toBe(0n);
    expect(await prisma.auditLog.count({ where: { targetUserId: target.user.id } })).toBe(0);
  });
});

describe("GET /api/Operator/SearchUsers", () => {
  it("finds a name typed on either keyboard: Arabic ي/ك, or «ئ» for «ی»", async () => {
    const op = await operator();
    const tag = Math.random().toString(36).slice(2, 8);
    // One leader typed her name on an Arabic keyboard, the other on a Persian one.
    const arabic = await createUser({ firstName: "مريم", lastName: `كاظمي${tag}` });
    const persian = await createUser({ firstName: "پاییز", lastName: `کاظمی${tag}` });
    const find = async (term: string) =>
      (
        await api("GET", `/api/Operator/SearchUsers?RoleId=2&SearchTerm=${encodeURIComponent(term)}`, {
          token: op.token,
        })
      ).body.result
        .map((r: { id: number }) => r.id)
        .sort();
    const both = [arabic.user.id, persian.user.id].sort();
    expect(await find(`کاظمی${tag}`)).toEqual(both);
    expect(await find(`كاظمي${tag}`)).toEqual(both);
    expect(await find(`مریم کاظمی${tag}`)).toEqual([arabic.user.id]);
    expect(await find(`پائیز کاظمي${tag}`)).toEqual([persian.user.id]);
  });

  it("pages leaders or affiliates with the confirmation filters and the search term", async () => {
    const op = await operator();
    const brand = `برند-${Math.random().toString(36).slice(2, 8)}`;
    const pending = await createUser({ confirmed: false, brand, nationalId: "0499370899" });
    const confirmed = await createUser({ confirmed: true, brand, identityDocsConfirmed: true });
    const affiliate = await createUser({ role: "Affiliate", confirmed: false, brand });
    const deleted = await createUser({ confirmed: false, brand, deletedAt: new Date() });

    const leaders = await api("GET", `/api/Operator/SearchUsers?RoleId=2&SearchTerm=${encodeURIComponent(brand)}`, {
      token: op.token,
    });
    expect(leaders.status).toBe(200);
    expect(leaders.body.result.map((r: { id: number }) => r.id).sort()).toEqual(
      [pending.user.id, confirmed.user.id].sort(),
    );
    expect(leaders.body.totalItemCount).toBe(2);
    expect(leaders.body.result.find((r: { id: number }) => r.id === pending.user.id)).toMatchObject({
      roleId: 2,
      isConfirmed: false,
      nationalId: "0499370899",
    });
    expect(leaders.body.result.some((r: { id: number }) => r.id === deleted.user.id)).toBe(false);

    const unconfirmed = await api(
      "GET",
      `/api/Operator/SearchUsers?RoleId=2&Confirmed=false&SearchTerm=${encodeURIComponent(brand)}`,
      { token: op.token },
    );
    expect(unconfirmed.body.result.map((r: { id: number }) => r.id)).toEqual([pending.user.id]);
    const docs = await api(
      "GET",
      `/api/Operator/SearchUsers?RoleId=2&IdentityDocsConfirmed=true&SearchTerm=${encodeURIComponent(brand)}`,
      { token: op.token },
    );
    expect(docs.body.result.map((r: { id: number }) => r.id)).toEqual([confirmed.user.id]);
    const sellers = await api("GET", `/api/Operator/SearchUsers?RoleId=3&SearchTerm=${encodeURIComponent(brand)}`, {
      token: op.token,
    });
    expect(sellers.body.result.map((r: { id: number }) => r.id)).toEqual([affiliate.user.id]);
    // By mobile (Persian digits) and national id.
    const byMobile = await api(
      "GET",
      `/api/Operator/SearchUsers?RoleId=2&SearchTerm=${encodeURIComponent(pending.user.mobile.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)]))}`,
      { token: op.token },
    );
    expect(byMobile.body.result.map((r: { id: number }) => r.id)).toEqual([pending.user.id]);
    const byNationalId = await api("GET", `/api/Operator/SearchUsers?RoleId=2&SearchTerm=0499370899`, {
      token: op.token,
    });
    expect(byNationalId.body.result.map((r: { id: number }) => r.id)).toContain(pending.user.id);
    // Page size 9 by default.
    const page = await api("GET", "/api/Operator/SearchUsers?RoleId=2", { token: op.token });
    expect(page.body.result.length).toBeLessThanOrEqual(9);
  });

  it("refuses an unknown role id and a malformed flag with 400", async () => {
    const op = await operator();
    for (const q of ["RoleId=1", "RoleId=4", "Confirmed=maybe", "Page=0"]) {
      const res = await api("GET", `/api/Operator/SearchUsers?${q}`, { token: op.token });
      expect(res.status, q).toBe(400);
      persian(res.body);
    }
  });
});

describe("GET/DELETE /api/Operator/user/{id}", () => {
  it("answers leaderDetail or affiliateDetail with documents, balance and note", async () => {
    const op = await operator();
    const leader = await createUser({
      photoNationalCard: "users/1/national-card-aaaaaaaaaaaaaaaaaaaaaaaa.webp",
      operatorNote: "یادداشت",
    });
    const res = await api("GET", `/api/Operator/user/${leader.user.id}`, { token: op.token });
    expect(res.status).toBe(200);
    expect(res.body.leaderDetail).toMatchObject({
      id: leader.user.id,
      mobile: leader.user.mobile,
      note: "یادداشت",
      balance: 0,
      recentSales: [],
      photoNationalCard: "/api/files/private/users/1/national-card-aaaaaaaaaaaaaaaaaaaaaaaa.webp",
      photoPersonal: null,
    });
    const affiliate = await createUser({ role: "Affiliate" });
    const aff = await api("GET", `/api/Operator/user/${affiliate.user.id}`, { token: op.token });
    expect(aff.body.affiliateDetail).toMatchObject({ id: affiliate.user.id, isOnlineSales: true });
  });

  it("answers 404 for unknown ids, staff accounts and deleted users; 404 for a malformed id (the path names nothing)", async () => {
    const op = await operator();
    const accountant = await createUser({ role: "Accountant" });
    const deleted = await createUser({ deletedAt: new Date() });
    for (const id of [2_000_000_000, accountant.user.id, deleted.user.id, op.user.id]) {
      expect((await api("GET", `/api/Operator/user/${id}`, { token: op.token })).status).toBe(404);
      expect((await api("DELETE", `/api/Operator/user/${id}`, { token: op.token })).status).toBe(404);
    }
    expect((await api("GET", "/api/Operator/user/abc", { token: op.token })).status).toBe(404);
    expect(await prisma.user.count({ where: { id: accountant.user.id, deletedAt: { not: null } } })).toBe(0);
  });

  it("soft-deletes: the row and its money stay, login and old tokens stop working, audited", async () => {
    const op = await operator();
    const leader = await createUser();
    await api("POST", "/api/Operator/AddCreditToUser", {
      token: op.token,
      body: { userId: leader.user.id, operatorNote: "هدیه", amount: 5000 },
    });
    const res = await api("DELETE", `/api/Operator/user/${leader.user.id}`, { token: op.token });
    expect(res.status).toBe(200);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: leader.user.id } });
    expect(row.deletedAt).not.toBeNull();
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(5000n);
    const login = await api("POST", "/api/Users/Login", {
      body: { username: leader.user.mobile, password: leader.password },
    });
    expect(login.status).toBe(400);
    expect((await api("GET", "/api/Users/Self", { token: leader.token })).status).toBe(401);
    expect(await auditRows(leader.user.id, "user.delete")).toBe(1);
    // A second delete is 404: the user is gone for the operator's calls.
    expect((await api("DELETE", `/api/Operator/user/${leader.user.id}`, { token: op.token })).status).toBe(404);
  });
});

describe("PUT /api/Operator/EditUser", () => {
  it("changes the given fields, keeps the absent ones, clears blanks, and audits before/after", async () => {
    const op = await operator();
    const leader = await createUser({
      brand: "قدیمی",
      instagram: "old",
      email: "a@example.ir",
      emailVerifiedAt: new Date(),
    });
    const city = await prisma.city.findFirstOrThrow({ include: { province: true } });
    const mobile = uniqueMobile();
    const res = await api("PUT", "/api/Operator/EditUser", {
      token: op.token,
      body: {
        id: leader.user.id,
        firstName: "مریم",
        lastName: "کریمی",
        mobile,
        brand: "جدید",
        instagram: "",
        email: "b@example.ir",
        provinceId: city.provinceId,
        cityId: city.id,
        gettingVAT: true,
        merchantId: "M-1",
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.leaderDetail).toMatchObject({
      firstName: "مریم",
      mobile,
      brand: "جدید",
      instagram: null,
      email: "b@example.ir",
      emailVerified: false,
      cityId: city.id,
      provinceId: city.provinceId,
      gettingVAT: true,
      merchantId: "M-1",
    });
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { targetUserId: leader.user.id, action: "user.edit" },
    });
    expect(audit.actorId).toBe(op.user.id);
    expect(audit.before).toMatchObject({
      firstName: "علی",
      brand: "قدیمی",
      instagram: "old",
      mobile: leader.user.mobile,
    });
    expect(audit.after).toMatchObject({ firstName: "مریم", brand: "جدید", instagram: null, mobile });
    expect(audit.after).not.toHaveProperty("telegram");
  });

  it("refuses empty required fields, a bad email or mobile, another user's mobile, a city of another province; nothing written", async () => {
    const op = await operator();
    const leader = await createUser();
    const other = await createUser();
    const cities = await prisma.city.findMany({ take: 400, select: { id: true, provinceId: true } });
    const city = cities[0];
    const otherProvince = cities.find((c) => c.provinceId !== city.provinceId)!.provinceId;
    const base = { id: leader.user.id, firstName: "مریم", lastName: "کریمی", mobile: leader.user.mobile };
    const bad: [unknown, number][] = [
      [{ ...base, firstName: "  " }, 400],
      [{ ...base, email: "not-an-email" }, 400],
      [{ ...base, mobile: "12345" }, 400],
      [{ ...base, nationalId: "1234567890" }, 400],
      [{ ...base, cityId: city.id, provinceId: otherProvince }, 400],
      [{ ...base, mobile: other.user.mobile }, 409],
    ];
    for (const [body, status] of bad) {
      const res = await api("PUT", "/api/Operator/EditUser", { token: op.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      persian(res.body);
    }
    expect(await prisma.user.findUniqueOrThrow({ where: { id: leader.user.id } })).toMatchObject({
      firstName: "علی",
      cityId: null,
    });
    expect(await auditRows(leader.user.id, "user.edit")).toBe(0);
    const missing = await api("PUT", "/api/Operator/EditUser", {
      token: op.token,
      body: { ...base, id: 2_000_000_000 },
    });
    expect(missing.status).toBe(404);
  });
});

describe("toggle-confirmation and toggle-identity-confirmation", () => {
  it("flips the flag, sends an SMS on confirmation, audits, and lets the leader in", async () => {
    const op = await operator();
    const leader = await createUser({ confirmed: false });
    expect((await api("GET", "/api/Users/Self/balance", { token: leader.token })).status).toBe(403);
    const on = await api("PUT", `/api/Operator/user/${leader.user.id}/toggle-confirmation`, { token: op.token });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ isConfirmed: true });
    expect(
      await prisma.smsMessage.count({ where: { mobile: leader.user.mobile, text: { contains: "تایید شد" } } }),
    ).toBe(1);
    expect((await api("GET", "/api/Users/Self/balance", { token: leader.token })).status).toBe(200);
    const off = await api("PUT", `/api/Operator/user/${leader.user.id}/toggle-confirmation`, { token: op.token });
    expect(off.body).toEqual({ isConfirmed: false });
    expect(await prisma.smsMessage.count({ where: { mobile: leader.user.mobile } })).toBe(1);
    const docs = await api("PUT", `/api/Operator/user/${leader.user.id}/toggle-identity-confirmation`, {
      token: op.token,
    });
    expect(docs.body).toEqual({ identityDocsConfirmed: true });
    expect(await auditRows(leader.user.id, "user.toggleConfirmation")).toBe(2);
    expect(await auditRows(leader.user.id, "user.toggleIdentityConfirmation")).toBe(1);
  });

  it("two operators toggling at once flip twice (row lock), never lose a flip", async () => {
    const op = await operator();
    const leader = await createUser({ confirmed: false });
    const answers = await Promise.all(
      [1, 2].map(() =>
        api("PUT", `/api/Operator/user/${leader.user.id}/toggle-identity-confirmation`, { token: op.token }),
      ),
    );
    expect(answers.map((a) => a.body.identityDocsConfirmed).sort()).toEqual([false, true]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: leader.user.id } })).identityDocsConfirmed).toBe(false);
  });

  it("answers 404 for an unknown user or an operator, 404 for a malformed id (the path names nothing)", async () => {
    const op = await operator();
    for (const path of ["toggle-confirmation", "toggle-identity-confirmation"]) {
      expect((await api("PUT", `/api/Operator/user/2000000000/${path}`, { token: op.token })).status).toBe(404);
      expect((await api("PUT", `/api/Operator/user/${op.user.id}/${path}`, { token: op.token })).status).toBe(404);
      expect((await api("PUT", `/api/Operator/user/x/${path}`, { token: op.token })).status).toBe(404);
    }
  });
});

describe("PUT /api/Operator/user-note/{userId}", () => {
  it("keeps the note, clears it when blank, refuses too long, 404 for unknown", async () => {
    const op = await operator();
    const leader = await createUser();
    const res = await api("PUT", `/api/Operator/user-note/${leader.user.id}`, {
      token: op.token,
      body: { note: "  تماس گرفته شد  " },
    });
    expect(res.body).toEqual({ note: "تماس گرفته شد" });
    const long = await api("PUT", `/api/Operator/user-note/${leader.user.id}`, {
      token: op.token,
      body: { note: "x".repeat(2001) },
    });
    expect(long.status).toBe(400);
    persian(long.body);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: leader.user.id } })).operatorNote).toBe("تماس گرفته شد");
    const cleared = await api("PUT", `/api/Operator/user-note/${leader.user.id}`, {
      token: op.token,
      body: { note: "" },
    });
    expect(cleared.body).toEqual({ note: null });
    expect(await auditRows(leader.user.id, "user.note")).toBe(2);
    expect(
      (await api("PUT", "/api/Operator/user-note/2000000000", { token: op.token, body: { note: "a" } })).status,
    ).toBe(404);
  });
});

describe("POST /api/Operator/AddCreditToUser", () => {
  it("moves the amount from OperatorCredit to the wallet in one balanced transaction, audited", async () => {
    const op = await operator();
    const leader = await createUser();
    const res = await api("POST", "/api/Operator/AddCreditToUser", {
      token: op.token,
      body: { userId: leader.user.id, operatorNote: "جبران خسارت", amount: 250_000 },
    });
    expect(res.status).toBe(200);
    expect(res.body.balance).toBe(250_000);
    const tx = await prisma.ledgerTransaction.findUniqueOrThrow({
      where: { id: res.body.transactionId },
      include: { entries: { include: { account: true } } },
    });
    expect(tx).toMatchObject({ type: "ChangeOfCredit", description: "جبران خسارت" });
    expect(tx.entries.map((e) => [e.account.kind, e.amount]).sort()).toEqual([
      ["OperatorCredit", -250_000n],
      ["UserWallet", 250_000n],
    ]);
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { targetUserId: leader.user.id, action: "user.addCredit" },
    });
    expect(audit).toMatchObject({ actorId: op.user.id, entityType: "LedgerTransaction", entityId: String(tx.id) });
    expect(audit.after).toEqual({ amount: 250000, note: "جبران خسارت" });
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("concurrent credits all land (no lost update)", async () => {
    const op = await operator();
    const leader = await createUser();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        api("POST", "/api/Operator/AddCreditToUser", {
          token: op.token,
          body: { userId: leader.user.id, operatorNote: "n", amount: 1000 },
        }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(8000n);
  });

  it("refuses zero, negative, fractional amounts and an empty note; 404 for unknown or staff; nothing written", async () => {
    const op = await operator();
    const leader = await createUser();
    for (const body of [
      { userId: leader.user.id, operatorNote: "n", amount: 0 },
      { userId: leader.user.id, operatorNote: "n", amount: -5000 },
      { userId: leader.user.id, operatorNote: "n", amount: 10.5 },
      { userId: leader.user.id, operatorNote: " ", amount: 5000 },
      { userId: leader.user.id, amount: 5000 },
    ]) {
      const res = await api("POST", "/api/Operator/AddCreditToUser", { token: op.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      persian(res.body);
    }
    const accountant = await createUser({ role: "Accountant" });
    for (const userId of [2_000_000_000, accountant.user.id]) {
      expect(
        (
          await api("POST", "/api/Operator/AddCreditToUser", {
            token: op.token,
            body: { userId, operatorNote: "n", amount: 5000 },
          })
        ).status,
      ).toBe(404);
    }
    expect(await balanceOf(prisma, wallet(leader.user.id))).toBe(0n);
    expect(await balanceOf(prisma, wallet(accountant.user.id))).toBe(0n);
    expect(await auditRows(leader.user.id, "user.addCredit")).toBe(0);
  });
});

describe("POST /api/Operator/SendSmsToUser", () => {
  it("records the SMS to the user's mobile and audits it; refuses an empty message; 404 for unknown", async () => {
    const op = await operator();
    const leader = await createUser();
    const res = await api("POST", "/api/Operator/SendSmsToUser", {
      token: op.token,
      body: { userId: leader.user.id, message: "مدارک را بارگذاری کنید" },
    });
    expect(res.status).toBe(200);
    expect(await prisma.smsMessage.findFirstOrThrow({ where: { mobile: leader.user.mobile } })).toMatchObject({
      text: "مدارک را بارگذاری کنید",
    });
    const empty = await api("POST", "/api/Operator/SendSmsToUser", {
      token: op.token,
      body: { userId: leader.user.id, message: "  " },
    });
    expect(empty.status).toBe(400);
    persian(empty.body);
    expect(await prisma.smsMessage.count({ where: { mobile: leader.user.mobile } })).toBe(1);
    expect(await auditRows(leader.user.id, "user.sendSms")).toBe(1);
    expect(
      (
        await api("POST", "/api/Operator/SendSmsToUser", {
          token: op.token,
          body: { userId: 2_000_000_000, message: "x" },
        })
      ).status,
    ).toBe(404);
  });
});

describe("POST /api/Operator/ChangeUserRole", () => {
  it("switches Leader ↔ Affiliate, ends the user's sessions, audits", async () => {
    const op = await operator();
    const leader = await createUser();
    const res = await api("POST", "/api/Operator/ChangeUserRole", {
      token: op.token,
      body: { userId: leader.user.id, role: "Affiliate" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ role: "Affiliate" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: leader.user.id } })).role).toBe("Affiliate");
    expect((await api("GET", "/api/Users/Self", { token: leader.token })).status).toBe(401);
    const back = await api("POST", "/api/Operator/ChangeUserRole", {
      token: op.token,
      body: { userId: leader.user.id, role: "Leader" },
    });
    expect(back.body).toEqual({ role: "Leader" });
    expect(await auditRows(leader.user.id, "user.changeRole")).toBe(2);
  });

  it("never to or from Operator or Accountant; same role is 409; unknown 404", async () => {
    const op = await operator();
    const leader = await createUser();
    const accountant = await createUser({ role: "Accountant" });
    for (const role of ["Operator", "Accountant", "Traveller"]) {
      const res = await api("POST", "/api/Operator/ChangeUserRole", {
        token: op.token,
        body: { userId: leader.user.id, role },
      });
      expect(res.status, role).toBe(400);
      persian(res.body);
    }
    expect(
      (
        await api("POST", "/api/Operator/ChangeUserRole", {
          token: op.token,
          body: { userId: accountant.user.id, role: "Leader" },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api("POST", "/api/Operator/ChangeUserRole", {
          token: op.token,
          body: { userId: op.user.id, role: "Leader" },
        })
      ).status,
    ).toBe(404);
    const same = await api("POST", "/api/Operator/ChangeUserRole", {
      token: op.token,
      body: { userId: leader.user.id, role: "Leader" },
    });
    expect(same.status).toBe(409);
    expect(same.body.codes).toEqual(["same_role"]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: accountant.user.id } })).role).toBe("Accountant");
    expect(await auditRows(leader.user.id, "user.changeRole")).toBe(0);
  });
});

describe("GET /api/Operator/user/{id}/audit", () => {
  it("lists the operators' actions about the user, newest first, with the operator's name", async () => {
    const op = await operator();
    const leader = await createUser({ confirmed: false });
    await api("PUT", `/api/Operator/user/${leader.user.id}/toggle-confirmation`, { token: op.token });
    await api("GET", `/api/Users/Impersonate/${leader.user.id}`, { token: op.token });
    const res = await api("GET", `/api/Operator/user/${leader.user.id}/audit`, { token: op.token });
    expect(res.status).toBe(200);
    expect(res.body.result.map((r: { action: string }) => r.action)).toEqual([
      "user.impersonate",
      "user.toggleConfirmation",
    ]);
    expect(res.body.result[1]).toMatchObject({
      actorId: op.user.id,
      actorName: "علی رضایی",
      before: { isConfirmed: false },
      after: { isConfirmed: true },
    });
    expect((await api("GET", "/api/Operator/user/2000000000/audit", { token: op.token })).status).toBe(404);
  });
});

describe("staff: operators and accountants", () => {
  it("adds an accountant with a password who can then sign in; lists staff", async () => {
    const op = await operator();
    const mobile = uniqueMobile();
    const res = await api("POST", "/api/Operator/staff", {
      token: op.token,
      body: { firstName: "سارا", lastName: "حسابی", mobile, password: "Sarv-Kooh#Baran26", role: "Accountant" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mobile, role: "Accountant", disabled: false });
    const login = await api("POST", "/api/Users/Login", { body: { username: mobile, password: "Sarv-Kooh#Baran26" } });
    expect(login.status).toBe(200);
    expect(login.body.isAccountant).toBe(true);
    const list = await api("GET", "/api/Operator/staff?PageSize=100", { token: op.token });
    expect(list.body.result.some((r: { id: number }) => r.id === res.body.id)).toBe(true);
    expect(list.body.result.every((r: { role: string }) => r.role === "Operator" || r.role === "Accountant")).toBe(
      true,
    );
  });

  it("refuses a short password, a taken mobile, a leader role; nothing written", async () => {
    const op = await operator();
    const leader = await createUser();
    const mobile = uniqueMobile();
    const cases: [unknown, number][] = [
      [{ firstName: "a", lastName: "b", mobile, password: "short", role: "Accountant" }, 400],
      [{ firstName: "a", lastName: "b", mobile, password: "password123", role: "Accountant" }, 400],
      [{ firstName: "a", lastName: "b", mobile, password: "Sarv-Kooh#Baran26", role: "Leader" }, 400],
      [{ firstName: "", lastName: "b", mobile, password: "Sarv-Kooh#Baran26", role: "Operator" }, 400],
      [
        { firstName: "a", lastName: "b", mobile: leader.user.mobile, password: "Sarv-Kooh#Baran26", role: "Operator" },
        409,
      ],
    ];
    for (const [body, status] of cases) {
      const res = await api("POST", "/api/Operator/staff", { token: op.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      persian(res.body);
    }
    expect(await prisma.user.count({ where: { mobile } })).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: leader.user.id } })).role).toBe("Leader");
  });

  it("disables another operator or accountant (sign-in refused, token dead), enables again; never oneself; 404 for leaders", async () => {
    const op = await operator();
    const accountant = await createUser({ role: "Accountant" });
    const off = await api("PUT", `/api/Operator/staff/${accountant.user.id}/toggle-disabled`, { token: op.token });
    expect(off.body).toEqual({ disabled: true });
    expect(
      (
        await api("POST", "/api/Users/Login", {
          body: { username: accountant.user.mobile, password: accountant.password },
        })
      ).status,
    ).toBe(400);
    expect((await api("GET", "/api/Operator/panel-meta-data", { token: accountant.token })).status).toBe(401);
    const on = await api("PUT", `/api/Operator/staff/${accountant.user.id}/toggle-disabled`, { token: op.token });
    expect(on.body).toEqual({ disabled: false });
    expect(
      (
        await api("POST", "/api/Users/Login", {
          body: { username: accountant.user.mobile, password: accountant.password },
        })
      ).status,
    ).toBe(200);

    const self = await api("PUT", `/api/Operator/staff/${op.user.id}/toggle-disabled`, { token: op.token });
    expect(self.status).toBe(422);
    expect(self.body.codes).toEqual(["cannot_disable_self"]);
    expect(self.body.errors).toEqual([M.cannotDisableSelf]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: op.user.id } })).disabledAt).toBeNull();
    const leader = await createUser();
    expect(
      (await api("PUT", `/api/Operator/staff/${leader.user.id}/toggle-disabled`, { token: op.token })).status,
    ).toBe(404);
    expect((await api("PUT", "/api/Operator/staff/2000000000/toggle-disabled", { token: op.token })).status).toBe(404);
  });
});

describe("impersonation from the row", () => {
  it("is audited under the target user", async () => {
    const op = await operator();
    const leader = await createUser({ confirmed: false });
    const res = await api("GET", `/api/Users/Impersonate/${leader.user.id}`, { token: op.token });
    expect((await verifyToken(res.body.impersonationToken))?.userId).toBe(leader.user.id);
    expect(await auditRows(leader.user.id, "user.impersonate")).toBe(1);
  });
});
