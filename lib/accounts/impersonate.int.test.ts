import { describe, expect, it } from "vitest";
import { verifyToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db/client";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";
import { ACCOUNT_MESSAGES as M } from "./messages";

describe("Impersonate", () => {
  it("gives an operator a two-hour token that acts as the leader on other calls", async () => {
    const operator = await createUser({ role: "Operator" });
    const leader = await createUser({ role: "Leader", email: "leader@example.ir" });
    const res = await api("GET", `/api/Users/Impersonate/${leader.user.id}`, { token: operator.token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(["expiresAt", "impersonationToken"]);
    const claims = await verifyToken(res.body.impersonationToken);
    expect(claims).toMatchObject({ userId: leader.user.id, role: "Leader", impersonatedBy: operator.user.id });
    const lifetime = new Date(res.body.expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(2 * 3_600_000);
    // The impersonation is in the audit log, under the operator and the leader.
    const audit = await prisma.auditLog.findFirstOrThrow({
      where: { targetUserId: leader.user.id, action: "user.impersonate" },
    });
    expect(audit.actorId).toBe(operator.user.id);
    // As bearer token it is the leader: the verification mail goes to the leader's address and is recorded for the leader.
    const mail = await api("POST", "/api/Users/SendVerificationMailToUser", { token: res.body.impersonationToken });
    expect(mail.status).toBe(200);
    const sent = await prisma.mailMessage.findFirstOrThrow({ where: { userId: leader.user.id } });
    expect(sent.to).toBe("leader@example.ir");
    expect(await prisma.emailVerificationToken.count({ where: { userId: operator.user.id } })).toBe(0);
    // Acting as the leader, the operator has no operator rights.
    const nested = await api("GET", `/api/Users/Impersonate/${leader.user.id}`, { token: res.body.impersonationToken });
    expect(nested.status).toBe(403);
  });

  it("works for an affiliate, also an unconfirmed one", async () => {
    const operator = await createUser({ role: "Operator" });
    const affiliate = await createUser({ role: "Affiliate", confirmed: false });
    const res = await api("GET", `/api/users/impersonate/${affiliate.user.id}`, { token: operator.token });
    expect(res.status).toBe(200);
    expect((await verifyToken(res.body.impersonationToken))!.role).toBe("Affiliate");
  });

  it("refuses leaders, affiliates and accountants with 403", async () => {
    const target = await createUser({ role: "Leader" });
    for (const role of ["Leader", "Affiliate", "Accountant"] as const) {
      const caller = await createUser({ role });
      const res = await api("GET", `/api/Users/Impersonate/${target.user.id}`, { token: caller.token });
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ errors: ["عدم دسترسی!"] });
    }
    expect((await api("GET", `/api/Users/Impersonate/${target.user.id}`)).status).toBe(401);
  });

  it("answers 404 for an unknown user and 400 for an operator or accountant target", async () => {
    const operator = await createUser({ role: "Operator" });
    const otherOperator = await createUser({ role: "Operator" });
    const accountant = await createUser({ role: "Accountant" });
    expect((await api("GET", "/api/Users/Impersonate/2147483000", { token: operator.token })).status).toBe(404);
    for (const target of [otherOperator, accountant]) {
      const res = await api("GET", `/api/Users/Impersonate/${target.user.id}`, { token: operator.token });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: [M.impersonationTarget] });
    }
  });

  it("answers a malformed user id with 404: the path names no user", async () => {
    const operator = await createUser({ role: "Operator" });
    for (const id of ["abc", "-1", "0", "1.5", "99999999999"]) {
      expect((await api("GET", `/api/Users/Impersonate/${id}`, { token: operator.token })).status).toBe(404);
    }
  });

  it("the token dies when the leader's password changes", async () => {
    const operator = await createUser({ role: "Operator" });
    const leader = await createUser({ role: "Leader", email: "l2@example.ir" });
    const res = await api("GET", `/api/Users/Impersonate/${leader.user.id}`, { token: operator.token });
    await api("PUT", "/api/Users/ChangePassword", {
      token: leader.token,
      body: { currentPassword: leader.password, newPassword: "Changed#Pass1" },
    });
    expect(
      (await api("POST", "/api/Users/SendVerificationMailToUser", { token: res.body.impersonationToken })).status,
    ).toBe(401);
  });
});
