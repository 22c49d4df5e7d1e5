import { readFileSync } from "node:fs";
import path from "node:path";
import { NextRequest } from "next/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from "@/lib/images/process-image";
import { imageFile, makeImage } from "@/lib/images/test-images";
import { uploadedFiles, useTemporaryDataDir } from "@/lib/profile/testing/fixtures";
import { api } from "@/tests/helpers/api";
import { createUser } from "@/tests/helpers/factories";

let dataDir: string;
const previousDataDir = process.env.HAMSAFAR_DATA_DIR;
beforeAll(() => {
  dataDir = useTemporaryDataDir();
});
afterAll(() => {
  process.env.HAMSAFAR_DATA_DIR = previousDataDir;
});

const IDENTITY = [
  { segment: "national-photo", column: "photoNationalCard", stem: "national-card" },
  { segment: "personal-photo", column: "photoPersonal", stem: "personal" },
  { segment: "tour-guide-photo", column: "photoGuidanceCard", stem: "tour-guide-card" },
  { segment: "tour-license-photo", column: "photoLicence", stem: "tour-license" },
] as const;

const row = (id: number) => prisma.user.findUniqueOrThrow({ where: { id } });

function photoForm(file: File | string | null, fields: Record<string, string | number> = {}) {
  const form = new FormData();
  if (file !== null) form.append("Photo", file);
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  return form;
}

const jpeg = async (w = 640, h = 480) => imageFile(await makeImage("jpeg", w, h));

async function upload(segment: string, token: string, fields: Record<string, string | number> = {}, file?: File) {
  return api("POST", `/api/Users/Self/${segment}`, { token, form: photoForm(file ?? (await jpeg()), fields) });
}

const onDisk = (area: "public" | "private", key: string) => path.join(dataDir, "uploads", area, key);

/** The private route's module, called directly so that path segments reach it un-normalised. */
async function getPrivate(key: string[], token?: string) {
  const mod = await import("@/app/api/files/private/[...key]/route");
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {});
  const req = new NextRequest(new URL("http://localhost:3000/api/files/private/x"), { headers });
  return mod.GET(req, { params: Promise.resolve({ key }) });
}

async function getPublic(key: string[]) {
  const mod = await import("@/app/uploads/[...key]/route");
  return mod.GET(new Request("http://localhost:3000/uploads/x"), { params: Promise.resolve({ key }) });
}

describe("identity documents", () => {
  it.each(IDENTITY)(
    "a leader uploads the $segment into the private area as WebP",
    async ({ segment, column, stem }) => {
      const { user, token } = await createUser({ role: "Leader", identityDocsConfirmed: true });
      const res = await upload(segment, token, { LeaderId: user.id }, await jpeg(3000, 2000));
      expect(res.status).toBe(200);
      const saved = await row(user.id);
      const key = saved[column] as string;
      expect(key).toMatch(new RegExp(`^users/${user.id}/${stem}-[0-9a-f]{24}\\.webp$`));
      expect(res.body.leaderProfile[column]).toBe(`/api/files/private/${key}`);
      // A changed document must be looked at again.
      expect(saved.identityDocsConfirmed).toBe(false);
      const stored = await sharp(readFileSync(onDisk("private", key))).metadata();
      expect(stored.format).toBe("webp");
      expect([stored.width, stored.height]).toEqual([1600, 1067]);
      expect(uploadedFiles(dataDir)).not.toContain(`public/${key}`);
    },
  );

  it("accepts the image by its content whatever its name and MIME type, and without LeaderId", async () => {
    const { user, token } = await createUser({ role: "Affiliate" });
    const png = imageFile(await makeImage("png", 200, 200), "scan.txt", "text/plain");
    const res = await api("POST", "/api/users/self/personal-photo", { token, form: photoForm(png) });
    expect(res.status).toBe(200);
    expect(res.body.affiliateProfile.photoPersonal).toMatch(
      new RegExp(`^/api/files/private/users/${user.id}/personal-`),
    );
  });

  it("serves a private file to its owner and to an operator only", async () => {
    const owner = await createUser({ role: "Leader" });
    const other = await createUser({ role: "Leader" });
    const operator = await createUser({ role: "Operator" });
    const accountant = await createUser({ role: "Accountant" });
    await upload("national-photo", owner.token, { LeaderId: owner.user.id });
    const key = (await row(owner.user.id)).photoNationalCard!;

    const mine = await api("GET", `/api/files/private/${key}`, { token: owner.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/webp");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await api("GET", `/api/files/private/${key}`, { token: operator.token })).status).toBe(200);
    expect((await api("GET", `/api/files/private/${key}`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/files/private/${key}`, { token: accountant.token })).status).toBe(404);
    expect((await api("GET", `/api/files/private/${key}`)).status).toBe(401);
    expect(
      (await api("GET", `/api/files/private/users/${owner.user.id}/missing.webp`, { token: owner.token })).status,
    ).toBe(404);
  });

  it("refuses path traversal in private keys", async () => {
    const owner = await createUser({ role: "Leader" });
    const victim = await createUser({ role: "Leader" });
    await upload("national-photo", victim.token);
    const victimKey = (await row(victim.user.id)).photoNationalCard!.split("/");
    const sneaky = ["users", String(owner.user.id), "..", ...victimKey.slice(1)];
    expect((await getPrivate(sneaky, owner.token)).status).toBe(404);
    expect((await getPrivate(["..", "public", "x.webp"], owner.token)).status).toBe(404);
    // Same file, asked for properly by its owner: the route itself works when called this way.
    expect((await getPrivate(victimKey, victim.token)).status).toBe(200);
  });

  it("replacing a document removes the old file", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    await upload("tour-guide-photo", token);
    const first = (await row(user.id)).photoGuidanceCard!;
    await upload("tour-guide-photo", token);
    const second = (await row(user.id)).photoGuidanceCard!;
    expect(second).not.toBe(first);
    const mine = uploadedFiles(dataDir).filter((f) => f.startsWith(`private/users/${user.id}/`));
    expect(mine).toEqual([`private/${second}`]);
  });

  it("deleting a document clears the column and removes the file; deleting again changes nothing", async () => {
    const { user, token } = await createUser({ role: "Leader", identityDocsConfirmed: true });
    await upload("tour-license-photo", token);
    const key = (await row(user.id)).photoLicence!;
    await prisma.user.update({ where: { id: user.id }, data: { identityDocsConfirmed: true } });
    const res = await api("DELETE", `/api/Users/Self/tour-license-photo?id=${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.leaderProfile.photoLicence).toBeNull();
    const saved = await row(user.id);
    expect(saved.photoLicence).toBeNull();
    expect(saved.identityDocsConfirmed).toBe(false);
    expect(uploadedFiles(dataDir)).not.toContain(`private/${key}`);
    await prisma.user.update({ where: { id: user.id }, data: { identityDocsConfirmed: true } });
    const again = await api("DELETE", "/api/Users/Self/tour-license-photo", { token });
    expect(again.status).toBe(200);
    expect((await row(user.id)).identityDocsConfirmed).toBe(true);
  });

  it("lets an unconfirmed leader upload", async () => {
    const { user, token } = await createUser({ role: "Leader", confirmed: false });
    const res = await upload("national-photo", token, { LeaderId: user.id });
    expect(res.status).toBe(200);
    expect((await row(user.id)).photoNationalCard).not.toBeNull();
  });
});

describe("ownership", () => {
  it("leader A cannot upload, replace or delete leader B's photos (404), and nothing changes", async () => {
    const a = await createUser({ role: "Leader" });
    const b = await createUser({ role: "Leader", identityDocsConfirmed: true });
    await upload("national-photo", b.token);
    await api("PUT", "/api/Users/Self/Photo", { token: b.token, form: photoForm(await jpeg()) });
    await prisma.user.update({ where: { id: b.user.id }, data: { identityDocsConfirmed: true } });
    const before = await row(b.user.id);
    const files = uploadedFiles(dataDir);

    for (const { segment } of IDENTITY) {
      expect((await upload(segment, a.token, { LeaderId: b.user.id })).status).toBe(404);
      expect((await api("DELETE", `/api/Users/Self/${segment}?id=${b.user.id}`, { token: a.token })).status).toBe(404);
    }
    expect(
      (
        await api("PUT", "/api/Users/Self/Photo", {
          token: a.token,
          form: photoForm(await jpeg(), { UserId: b.user.id }),
        })
      ).status,
    ).toBe(404);
    expect((await api("DELETE", `/api/Users/Self/Photo?UserId=${b.user.id}`, { token: a.token })).status).toBe(404);
    expect((await api("GET", `/api/files/private/${before.photoNationalCard}`, { token: a.token })).status).toBe(404);

    expect(await row(b.user.id)).toEqual(before);
    expect(uploadedFiles(dataDir)).toEqual(files);
    expect((await row(a.user.id)).photoNationalCard).toBeNull();
  });

  it("an operator uploads, reads and deletes for any leader or affiliate", async () => {
    const operator = await createUser({ role: "Operator" });
    const leader = await createUser({ role: "Leader", identityDocsConfirmed: true });
    const affiliate = await createUser({ role: "Affiliate" });

    const res = await upload("national-photo", operator.token, { LeaderId: leader.user.id });
    expect(res.status).toBe(200);
    expect(res.body.leaderProfile.id).toBe(leader.user.id);
    const key = (await row(leader.user.id)).photoNationalCard!;
    expect(key).toMatch(new RegExp(`^users/${leader.user.id}/`));
    expect((await row(leader.user.id)).identityDocsConfirmed).toBe(false);
    expect((await api("GET", `/api/files/private/${key}`, { token: operator.token })).status).toBe(200);

    const photo = await api("PUT", "/api/Users/Self/Photo", {
      token: operator.token,
      form: photoForm(await jpeg(), { UserId: affiliate.user.id }),
    });
    expect(photo.status).toBe(200);
    expect(photo.body.affiliateProfile.photo).toMatch(new RegExp(`^/uploads/users/${affiliate.user.id}/photo-`));

    expect(
      (await api("DELETE", `/api/Users/Self/national-photo?id=${leader.user.id}`, { token: operator.token })).status,
    ).toBe(200);
    expect((await row(leader.user.id)).photoNationalCard).toBeNull();
    expect(uploadedFiles(dataDir)).not.toContain(`private/${key}`);
  });

  it("an operator without an id acts on his own account, as the path's Self says; another id must be a leader or affiliate", async () => {
    const operator = await createUser({ role: "Operator" });
    const otherOperator = await createUser({ role: "Operator" });
    const files = uploadedFiles(dataDir);
    expect((await upload("national-photo", operator.token, { LeaderId: otherOperator.user.id })).status).toBe(404);
    expect((await upload("national-photo", operator.token, { LeaderId: 2_000_000_000 })).status).toBe(404);
    expect(
      (await api("DELETE", `/api/Users/Self/Photo?UserId=${otherOperator.user.id}`, { token: operator.token })).status,
    ).toBe(404);
    expect(uploadedFiles(dataDir)).toEqual(files);

    const own = await upload("national-photo", operator.token);
    expect(own.status).toBe(200);
    expect(own.body.operatorProfile.id).toBe(operator.user.id);
    const key = (await row(operator.user.id)).photoNationalCard!;
    expect(key).toMatch(new RegExp(`^users/${operator.user.id}/`));
    // His own id is the same as none.
    const photo = await api("PUT", "/api/Users/Self/Photo", {
      token: operator.token,
      form: photoForm(await jpeg(), { UserId: operator.user.id }),
    });
    expect(photo.status).toBe(200);
    expect((await row(operator.user.id)).photo).toMatch(new RegExp(`^users/${operator.user.id}/photo-`));
    expect((await api("DELETE", "/api/Users/Self/national-photo", { token: operator.token })).status).toBe(200);
    expect((await row(operator.user.id)).photoNationalCard).toBeNull();
    expect((await api("DELETE", "/api/Users/Self/Photo", { token: operator.token })).status).toBe(200);
    expect((await row(operator.user.id)).photo).toBeNull();
    expect((await row(otherOperator.user.id)).photo).toBeNull();
  });

  it("an accountant has no access", async () => {
    const accountant = await createUser({ role: "Accountant" });
    const leader = await createUser({ role: "Leader" });
    expect((await upload("national-photo", accountant.token, { LeaderId: leader.user.id })).status).toBe(403);
  });
});

describe("profile photo", () => {
  it("is stored in the public area as a 512 px square and served with long cache headers", async () => {
    const { user, token } = await createUser({ role: "Leader", identityDocsConfirmed: true });
    const res = await api("PUT", "/api/Users/Self/Photo", {
      token,
      form: photoForm(imageFile(await makeImage("webp", 1200, 800), "me.webp", "image/webp"), { UserId: user.id }),
    });
    expect(res.status).toBe(200);
    const saved = await row(user.id);
    expect(saved.photo).toMatch(new RegExp(`^users/${user.id}/photo-[0-9a-f]{24}\\.webp$`));
    // Not an identity document: the confirmation stands.
    expect(saved.identityDocsConfirmed).toBe(true);
    expect(res.body.leaderProfile.photo).toBe(`/uploads/${saved.photo}`);
    expect(res.body.leaderProfile.photoDir).toBe(saved.photo);

    const served = await getPublic(saved.photo!.split("/"));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 512, 512]);
  });

  it("replacing and deleting remove the old file", async () => {
    const { user, token } = await createUser({ role: "Affiliate" });
    await api("PUT", "/api/Users/Self/Photo", { token, form: photoForm(await jpeg()) });
    const first = (await row(user.id)).photo!;
    await api("PUT", "/api/Users/Self/Photo", { token, form: photoForm(await jpeg()) });
    const second = (await row(user.id)).photo!;
    expect(uploadedFiles(dataDir).filter((f) => f.startsWith(`public/users/${user.id}/`))).toEqual([
      `public/${second}`,
    ]);
    expect((await getPublic(first.split("/"))).status).toBe(404);

    const res = await api("DELETE", `/api/Users/Self/Photo?UserId=${user.id}`, { token });
    expect(res.status).toBe(200);
    expect(res.body.affiliateProfile.photo).toBeNull();
    expect((await row(user.id)).photo).toBeNull();
    expect(uploadedFiles(dataDir).filter((f) => f.startsWith(`public/users/${user.id}/`))).toEqual([]);
  });

  it("the public route refuses path traversal and unknown files", async () => {
    const victim = await createUser({ role: "Leader" });
    await upload("national-photo", victim.token);
    const key = (await row(victim.user.id)).photoNationalCard!;
    expect((await getPublic(["..", "private", ...key.split("/")])).status).toBe(404);
    expect((await getPublic(["users", "..", "..", "private", ...key.split("/")])).status).toBe(404);
    expect((await getPublic(["..", "..", "..", "etc", "passwd"])).status).toBe(404);
    expect((await getPublic(key.split("/"))).status).toBe(404);
    expect((await getPublic([])).status).toBe(404);
  });
});

describe("bad uploads write nothing", () => {
  const cases: [string, number, (leaderId: number) => Promise<{ form?: FormData; body?: unknown }>][] = [
    [
      "a text file named .jpg",
      400,
      async () => ({ form: photoForm(imageFile(Buffer.from("hello, I am text"), "id.jpg", "image/jpeg")) }),
    ],
    [
      "a GIF",
      400,
      async () => ({
        form: photoForm(
          imageFile(
            await sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } })
              .gif()
              .toBuffer(),
            "a.gif",
            "image/gif",
          ),
        ),
      }),
    ],
    [
      "a file over 5 MB",
      413,
      async () => ({ form: photoForm(imageFile(Buffer.alloc(MAX_IMAGE_BYTES + 1024, 0xff), "big.jpg")) }),
    ],
    [
      "a body over the upload limit",
      413,
      async () => ({ form: photoForm(imageFile(Buffer.alloc(MAX_IMAGE_BYTES + 2 * 1024 * 1024, 0xff), "huge.jpg")) }),
    ],
    [
      "an image over 40 megapixels",
      413,
      async () => ({
        form: photoForm(
          imageFile(
            await sharp({ create: { width: 7000, height: 6000, channels: 3, background: "#000" } })
              .png()
              .toBuffer(),
            "wide.png",
            "image/png",
          ),
        ),
      }),
    ],
    ["no Photo field", 400, async (id) => ({ form: photoForm(null, { LeaderId: id }) })],
    ["Photo as a text field", 400, async () => ({ form: photoForm("not a file") })],
    [
      "two Photo fields",
      400,
      async () => {
        const form = photoForm(await jpeg());
        form.append("Photo", await jpeg());
        return { form };
      },
    ],
    ["a non-numeric LeaderId", 400, async () => ({ form: photoForm(await jpeg(), { LeaderId: "abc" }) })],
    ["a JSON body", 415, async (id) => ({ body: { Photo: "x", LeaderId: id } })],
    ["no body at all", 415, async () => ({})],
  ];

  it.each(cases)("%s → %i", async (_name, status, make) => {
    const { user, token } = await createUser({ role: "Leader", identityDocsConfirmed: true });
    const before = await row(user.id);
    const files = uploadedFiles(dataDir);
    const res = await api("POST", "/api/Users/Self/national-photo", { token, ...(await make(user.id)) });
    expect(res.status).toBe(status);
    expect(res.body.errors.length).toBeGreaterThan(0);
    for (const message of res.body.errors) expect(message).toMatch(/[\u0600-\u06FF]/);
    expect(await row(user.id)).toEqual(before);
    expect(uploadedFiles(dataDir)).toEqual(files);
  });

  it("says why in Persian", async () => {
    const { token } = await createUser({ role: "Leader" });
    const text = await upload("personal-photo", token, {}, imageFile(Buffer.from("text"), "x.jpg"));
    expect(text.body.errors).toEqual([IMAGE_MESSAGES.unsupported]);
    const big = await upload("personal-photo", token, {}, imageFile(Buffer.alloc(MAX_IMAGE_BYTES + 1, 1), "x.jpg"));
    expect(big.body.errors).toEqual([IMAGE_MESSAGES.tooLarge]);
    const none = await api("POST", "/api/Users/Self/personal-photo", { token, form: photoForm(null) });
    expect(none.body.errors).toEqual(["تصویر: این فیلد نمی‌تواند خالی باشد"]);
  });

  it("a failed profile photo leaves the old one in place", async () => {
    const { user, token } = await createUser({ role: "Leader" });
    await api("PUT", "/api/Users/Self/Photo", { token, form: photoForm(await jpeg()) });
    const before = await row(user.id);
    const res = await api("PUT", "/api/Users/Self/Photo", {
      token,
      form: photoForm(imageFile(Buffer.from("nope"), "x.png", "image/png")),
    });
    expect(res.status).toBe(400);
    expect(await row(user.id)).toEqual(before);
    expect((await getPublic(before.photo!.split("/"))).status).toBe(200);
  });
});
