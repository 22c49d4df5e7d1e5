import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { PROFILE_MESSAGES } from "@/lib/profile/messages";
import { profileForm, someCity, VALID_SHEBA_DIGITS } from "@/lib/profile/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

const PROFILE_KEYS = [
  "id",
  "username",
  "email",
  "emailVerified",
  "firstName",
  "lastName",
  "fullName",
  "nationalId",
  "financialId",
  "photo",
  "photoDir",
  "phone",
  "instagram",
  "telegram",
  "profileUrl",
  "created",
  "brand",
  "profileAbout",
  "profileRule",
  "photoNationalCard",
  "photoGuidanceCard",
  "photoLicence",
  "photoPersonal",
  "canLogin",
  "identityDocsConfirmed",
  "cityId",
  "provinceId",
  "address",
  "shebaNumber",
  "cartNumber",
  "cityName",
  "rating",
  "sellDescription",
].sort();

const row = (id: number) => prisma.user.findUniqueOrThrow({ where: { id } });

describe("GET /api/Users/Self", () => {
  it("answers a leader's profile with exactly the spec's fields", async () => {
    const city = await someCity();
    const { user, token } = await createUser({
      role: "Leader",
      cityId: city.id,
      brand: "کوه‌نوردان",
      nationalId: "0012345679",
    });
    const res = await api("GET", "/api/Users/Self", { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["leaderProfile"]);
    const p = res.body.leaderProfile;
    expect(Object.keys(p).sort()).toEqual(PROFILE_KEYS);
    expect(p).toMatchObject({
      id: user.id,
      username: user.mobile,
      firstName: "علی",
      lastName: "رضایی",
      fullName: "علی رضایی",
      brand: "کوه‌نوردان",
      canLogin: true,
      cityId: city.id,
      cityName: city.name,
      provinceId: city.provinceId,
      rating: null,
      photo: null,
      photoNationalCard: null,
      emailVerified: false,
    });
    expect(new Date(p.created).getTime()).toBe(user.createdAt.getTime());
    expect(p.profileUrl).toMatch(new RegExp(`/${user.id}$`));
  });

  it("wraps an affiliate's profile as affiliateProfile", async () => {
    const { user, token } = await createUser({ role: "Affiliate" });
    const res = await api("GET", "/api/users/self", { token });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["affiliateProfile"]);
    expect(res.body.affiliateProfile.id).toBe(user.id);
    expect(res.body.affiliateProfile.cityName).toBeNull();
  });

  it("lets an unconfirmed leader read the profile, with canLogin false", async () => {
    const { token } = await createUser({ role: "Leader", confirmed: false });
    const res = await api("GET", "/api/Users/Self", { token });
    expect(res.status).toBe(200);
    expect(res.body.leaderProfile.canLogin).toBe(false);
  });

  it.each(["Operator", "Accountant"] as const)("gives an %s a short operatorProfile", async (role) => {
    const { user, token } = await createUser({ role });
    const res = await api("GET", "/api/Users/Self", { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      operatorProfile: {
        id: user.id,
        firstName: "علی",
        lastName: "رضایی",
        fullName: "علی رضایی",
        username: user.mobile,
        role,
      },
    });
  });

  it("refuses an anonymous caller", async () => {
    expect((await api("GET", "/api/Users/Self")).status).toBe(401);
  });
});

describe("PUT /api/Users/Self", () => {
  it("saves the profile form and answers the updated profile", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const form = await profileForm(user.mobile, {
      shebaNumber: "IR82 0540 1026 8002 0817 9090 02",
      nationalId: "۰۰۱۲۳۴۵۶۷۹",
      sellDescription: null,
    });
    const res = await api("PUT", "/api/Users/Self", { token, body: form });
    expect(res.status).toBe(200);
    const p = res.body.leaderProfile;
    expect(p).toMatchObject({
      firstName: "مریم",
      lastName: "احمدی",
      fullName: "مریم احمدی",
      nationalId: "0012345679",
      brand: form.brand,
      phone: "021-88776655",
      instagram: "@aftab_tours",
      address: form.address,
      cityId: form.cityId,
      email: "maryam@example.com",
      shebaNumber: VALID_SHEBA_DIGITS,
      cartNumber: form.cartNumber,
      telegram: "@aftab",
      profileAbout: form.profileAbout,
      profileRule: form.profileRule,
      sellDescription: null,
    });
    const saved = await row(user.id);
    expect(saved.shebaNumber).toBe(VALID_SHEBA_DIGITS);
    expect(saved.cityId).toBe(form.cityId);
    expect(saved.mobile).toBe(user.mobile);
  });

  it("lets an unconfirmed leader and an affiliate complete the profile", async () => {
    const leader = await createUser({ role: "Leader", confirmed: false });
    const res = await api("PUT", "/api/Users/Self", {
      token: leader.token,
      body: await profileForm(leader.user.mobile),
    });
    expect(res.status).toBe(200);
    expect(res.body.leaderProfile.canLogin).toBe(false);
    const affiliate = await createUser({ role: "Affiliate" });
    const aff = await api("PUT", "/api/Users/Self", {
      token: affiliate.token,
      body: await profileForm(affiliate.user.mobile),
    });
    expect(aff.status).toBe(200);
    expect(aff.body.affiliateProfile.brand).toBe("سفرهای آفتاب");
  });

  it("keeps the email verified while it is the same address, and clears the verification when it changes", async () => {
    const verifiedAt = new Date("2025-01-01T00:00:00Z");
    const { user, token } = await createUser({
      role: "Leader",
      email: "maryam@example.com",
      emailVerifiedAt: verifiedAt,
    });
    const same = await api("PUT", "/api/Users/Self", { token, body: await profileForm(user.mobile) });
    expect(same.status).toBe(200);
    expect(same.body.leaderProfile.emailVerified).toBe(true);
    expect((await row(user.id)).emailVerifiedAt).toEqual(verifiedAt);
    const changed = await api("PUT", "/api/Users/Self", {
      token,
      body: await profileForm(user.mobile, { email: "new@example.com" }),
    });
    expect(changed.status).toBe(200);
    expect(changed.body.leaderProfile.emailVerified).toBe(false);
    expect((await row(user.id)).emailVerifiedAt).toBeNull();
  });

  it("clears optional fields sent empty or null and keeps those left out", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    await api("PUT", "/api/Users/Self", { token, body: await profileForm(user.mobile) });
    const form = await profileForm(user.mobile, { email: "", shebaNumber: null, cartNumber: "  " });
    delete (form as Record<string, unknown>).telegram;
    delete (form as Record<string, unknown>).profileAbout;
    const res = await api("PUT", "/api/Users/Self", { token, body: form });
    expect(res.status).toBe(200);
    const saved = await row(user.id);
    expect(saved).toMatchObject({
      email: null,
      shebaNumber: null,
      cartNumber: null,
      telegram: "@aftab",
      profileAbout: "برگزارکننده تورهای طبیعت‌گردی",
    });
  });

  it("refuses to change the login mobile from this form, and changes nothing", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const before = await row(user.id);
    const res = await api("PUT", "/api/Users/Self", {
      token,
      body: await profileForm(user.mobile, { username: "09121234567" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([PROFILE_MESSAGES.mobileChange]);
    expect(await row(user.id)).toEqual(before);
  });

  it("accepts the login mobile written another way (+98, Persian digits)", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const typed = "+98" + user.mobile.slice(1);
    const res = await api("PUT", "/api/Users/Self", {
      token,
      body: await profileForm(user.mobile, { username: typed }),
    });
    expect(res.status).toBe(200);
  });

  const invalid: [string, Record<string, unknown> | ((form: Record<string, unknown>) => void)][] = [
    ["missing firstName", (f) => delete f.firstName],
    ["blank lastName", { lastName: "   " }],
    ["null brand", { brand: null }],
    ["missing address", (f) => delete f.address],
    ["missing phone", (f) => delete f.phone],
    ["letters in phone", { phone: "call me" }],
    ["missing cityId", (f) => delete f.cityId],
    ["cityId in hexadecimal", { cityId: "0xC" }],
    ["fractional cityId", { cityId: 1.5 }],
    ["unknown city", { cityId: 99_999_999 }],
    ["firstName over 50", { firstName: "ا".repeat(51) }],
    ["brand over 100", { brand: "ب".repeat(101) }],
    ["address over 500", { address: "آ".repeat(501) }],
    ["profileAbout over 2000", { profileAbout: "د".repeat(2001) }],
    ["profileRule over 2000", { profileRule: "ق".repeat(2001) }],
    ["national id with a wrong check digit", { nationalId: "0012345678" }],
    ["national id too short", { nationalId: "12345" }],
    ["malformed email", { email: "not-an-email" }],
    ["sheba with a wrong check", { shebaNumber: "820540102680020817909003" }],
    ["sheba over 30 digits", { shebaNumber: "1".repeat(31) }],
    ["card number too short", { cartNumber: "6037991234" }],
    ["card number failing the check", { cartNumber: "6037991234567890" }],
    ["number as firstName", { firstName: 42 }],
    ["array as address", { address: ["a"] }],
    ["missing username", (f) => delete f.username],
    ["malformed username", { username: "12345" }],
  ];

  it.each(invalid)("answers 400 for %s and changes nothing", async (_name, change) => {
    const { user, token } = await createUser({ role: "Leader" });
    const before = await row(user.id);
    const form: Record<string, unknown> = await profileForm(user.mobile);
    if (typeof change === "function") change(form);
    else Object.assign(form, change);
    const res = await api("PUT", "/api/Users/Self", { token, body: form });
    expect(res.status).toBe(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const message of res.body.errors) expect(message).toMatch(/[\u0600-\u06FF]/);
    expect(await row(user.id)).toEqual(before);
  });

  it("names the field in the message", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    const res = await api("PUT", "/api/Users/Self", {
      token,
      body: await profileForm(user.mobile, { firstName: "", nationalId: "0012345678" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining(["نام: این فیلد نمی‌تواند خالی باشد", "کد ملی: کد ملی معتبر نیست"]),
    );
  });

  it("answers 400 for a body that is not JSON or not an object", async () => {
    const { token } = await createUser({ role: "Leader" });
    expect((await api("PUT", "/api/Users/Self", { token, body: "{not json" })).status).toBe(400);
    expect((await api("PUT", "/api/Users/Self", { token, body: [1, 2] })).status).toBe(400);
    expect((await api("PUT", "/api/Users/Self", { token })).status).toBe(400);
  });

  it("is for leaders and affiliates only", async () => {
    const operator = await createUser({ role: "Operator" });
    const res = await api("PUT", "/api/Users/Self", {
      token: operator.token,
      body: await profileForm(operator.user.mobile),
    });
    expect(res.status).toBe(403);
    expect((await api("PUT", "/api/Users/Self", { body: await profileForm("09120000000") })).status).toBe(401);
  });
});
