// Products through the route wrapper: every call with good input, bad input (4xx, Persian, nothing
// written), the wrong role (403) and another leader's product (404); orders paid online and by
// card to card through the same bills, the ledger share, the receipt, releases; and 200
// concurrent buyers for 10 units.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { PHOTO_MESSAGES } from "@/lib/images/photo-slot-service";
import { makeImage, imageFile } from "@/lib/images/test-images";
import { balanceOf } from "@/lib/ledger/balance";
import { wallet } from "@/lib/ledger/accounts";
import { checkLedgerInvariants } from "@/lib/ledger/invariants";
import { actOnSandbox, startSandboxPayment } from "@/lib/payments/testing/fixtures";
import { passenger, validNationalId } from "@/lib/reservations/testing/fixtures";
import { createTour } from "@/lib/tours/create-tour";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { exportProductCustomers } from "./export-product-customers";
import { PRODUCT_MESSAGES as M } from "./messages";

type User = Awaited<ReturnType<typeof createUser>>;
let leader: User;
let other: User;
let affiliate: User;
const DAY = 86_400_000;
const future = (days = 10) => new Date(Date.now() + days * DAY).toISOString();

beforeAll(async () => {
  [leader, other, affiliate] = await Promise.all([createUser(), createUser(), createUser({ role: "Affiliate" })]);
});

const productBody = (overrides: Record<string, unknown> = {}) => ({
  title: "کوله‌پشتی ۴۰ لیتری",
  registrationEndTime: future(),
  capacity: 10,
  price: 1_500_000,
  description: "کوله کوهنوردی",
  extraQuestion: "رنگ دلخواه",
  isExtraQuestionDate: false,
  showInWebsite: true,
  tags: ["کوهنوردی", "تجهیزات"],
  ...overrides,
});
const createProduct = async (user: User = leader, overrides: Record<string, unknown> = {}) => {
  const res = await api("POST", "/api/Product", { token: user.token, body: productBody(overrides) });
  if (res.status !== 200) throw new Error(`product not created: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: number; leaderId: number };
};
const buyer = (overrides: Record<string, unknown> = {}) => ({
  firstName: "سارا",
  lastName: "کریمی",
  mobile: uniqueMobile(),
  nationalId: validNationalId(),
  phone: "021-88776655",
  orderCount: 1,
  paymentMethod: "Online",
  extraQuestionAnswer: "سبز",
  ...overrides,
});
const order = (productId: number, body: Record<string, unknown> = {}) =>
  api("POST", `/api/product/${productId}/reservation`, { body: buyer(body) });
const photoForm = async (fields: Record<string, string | number> = {}, field = "Photo") => {
  const form = new FormData();
  form.append(field, imageFile(await makeImage("jpeg", 640, 480)));
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  return form;
};

describe("product CRUD", () => {
  it("creates, reads (owner and anonymous), edits and toggles a product", async () => {
    const created = await createProduct();
    const read = await api("GET", `/api/Product/${created.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({
      title: "کوله‌پشتی ۴۰ لیتری",
      price: 1_500_000,
      capacity: 10,
      availableCount: 10,
      stockState: "Available",
      tags: ["کوهنوردی", "تجهیزات"],
      isActive: true,
      leaderId: leader.user.id,
    });

    const upd = await api("PUT", `/api/Product/${created.id}`, {
      token: leader.token,
      body: productBody({ title: "کوله ۵۰ لیتری", capacity: 4, tags: ["کوله"] }),
    });
    expect(upd.status).toBe(200);
    expect(upd.body).toMatchObject({ title: "کوله ۵۰ لیتری", capacity: 4, stockState: "LimitedStock", tags: ["کوله"] });
    expect((await api("PUT", `/api/Product/${created.id}`, { token: other.token, body: productBody() })).status).toBe(
      404,
    );
    expect(
      (await api("PUT", `/api/Product/${created.id}`, { token: affiliate.token, body: productBody() })).status,
    ).toBe(403);
    const bad = await api("PUT", `/api/Product/${created.id}`, {
      token: leader.token,
      body: productBody({ price: 50 }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(["قیمت: حداقل مبلغ ۱۰,۰۰۰ تومان است"]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id: created.id } })).price).toBe(1_500_000n);

    const toggled = await api("PUT", `/api/Product/${created.id}/toggle-status`, { token: leader.token });
    expect(toggled.body).toEqual({ id: created.id, isActive: false });
    expect((await api("GET", `/api/Product/${created.id}`)).body.stockState).toBe("OutOfStock");
    expect((await api("PUT", `/api/Product/${created.id}/toggle-status`, { token: other.token })).status).toBe(404);
    expect((await api("PUT", `/api/Product/${created.id}/toggle-status`, { token: affiliate.token })).status).toBe(403);
    expect((await api("PUT", `/api/Product/${created.id}/toggle-status`, { token: leader.token })).body.isActive).toBe(
      true,
    );
    expect((await api("GET", "/api/Product/999999999")).status).toBe(404);
  });

  it("refuses bad input in Persian and writes nothing", async () => {
    const before = await prisma.product.count();
    for (const body of [
      { title: "" },
      { price: 100 },
      { capacity: 0 },
      { registrationEndTime: "nope" },
      { tags: "x" },
    ]) {
      const res = await api("POST", "/api/Product", { token: leader.token, body: productBody(body) });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    const past = await api("POST", "/api/Product", {
      token: leader.token,
      body: productBody({ registrationEndTime: new Date(Date.now() - DAY).toISOString() }),
    });
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual([M.registrationPast]);
    expect((await api("POST", "/api/Product", { token: affiliate.token, body: productBody() })).status).toBe(403);
    expect((await api("POST", "/api/Product", { body: productBody() })).status).toBe(401);
    expect(await prisma.product.count()).toBe(before);
  });

  it("searches the caller's products, 10 a page, with the spec's filters", async () => {
    const owner = await createUser();
    for (let i = 0; i < 11; i++)
      await createProduct(owner, { title: `محصول ${i}`, registrationEndTime: future(i + 1) });
    const page1 = await api("GET", "/api/Product/Search", { token: owner.token });
    expect(page1.status).toBe(200);
    expect(page1.body.result).toHaveLength(10);
    expect(page1.body).toMatchObject({ totalItemCount: 11, pageCount: 2 });
    expect((await api("GET", "/api/Product/Search?Page=2", { token: owner.token })).body.result).toHaveLength(1);
    expect(
      (await api("GET", `/api/Product/Search?Resource.Title=${encodeURIComponent("محصول 1")}`, { token: owner.token }))
        .body.totalItemCount,
    ).toBe(2);
    expect(
      (await api("GET", `/api/Product/Search?RegisterTimeEndsBefore=${future(3.5)}`, { token: owner.token })).body
        .totalItemCount,
    ).toBe(3);
    expect(
      (await api("GET", `/api/Product/Search?RegisterTimeEndsAfter=${future(9.5)}`, { token: owner.token })).body
        .totalItemCount,
    ).toBe(2);
    expect(
      (await api("GET", `/api/Product/Search?UserId=${leader.user.id}`, { token: owner.token })).body.totalItemCount,
    ).toBe(0);
    expect((await api("GET", "/api/Product/Search?RegisterTimeEndsBefore=bad", { token: owner.token })).status).toBe(
      400,
    );
    expect((await api("GET", "/api/Product/Search", { token: affiliate.token })).status).toBe(403);
  });
});

describe("product photos", () => {
  it("uploads, deletes, reorders and copies up to 4 photos; another leader 404, affiliate 403", async () => {
    const { id } = await createProduct();
    const names: string[] = [];
    for (const slot of [1, 2, 3]) {
      const res = await api("POST", `/api/product/${id}/Photo`, {
        token: leader.token,
        form: await photoForm({ Order: slot }),
      });
      expect(res.status).toBe(200);
      names.push(res.body.name);
    }
    expect(
      (await api("POST", `/api/product/${id}/Photo`, { token: leader.token, form: await photoForm({ Order: 5 }) }))
        .status,
    ).toBe(400);
    const notImage = new FormData();
    notImage.append("Photo", new File(["not an image"], "x.jpg", { type: "image/jpeg" }));
    notImage.append("Order", "4");
    expect((await api("POST", `/api/product/${id}/Photo`, { token: leader.token, form: notImage })).status).toBe(400);
    expect(
      (await api("POST", `/api/product/${id}/Photo`, { token: other.token, form: await photoForm({ Order: 1 }) }))
        .status,
    ).toBe(404);
    expect(
      (await api("POST", `/api/product/${id}/Photo`, { token: affiliate.token, form: await photoForm({ Order: 1 }) }))
        .status,
    ).toBe(403);
    expect(await prisma.productPhoto.count({ where: { productId: id } })).toBe(3);

    const reordered = await api("POST", "/api/product/ReOrderTourPhoto", {
      token: leader.token,
      body: {
        tourId: id,
        photos: [
          { order: 1, name: names[2] },
          { order: 2, name: names[0] },
          { order: 3, name: names[1] },
        ],
      },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.photos.map((p: { name: string }) => p.name)).toEqual([names[2], names[0], names[1]]);
    const mismatch = await api("POST", "/api/product/ReOrderTourPhoto", {
      token: leader.token,
      body: { tourId: id, photos: [{ order: 1, name: names[0] }] },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toEqual([PHOTO_MESSAGES.reorderMismatch]);
    expect(mismatch.body.codes).toEqual(["photo_order_mismatch"]);
    expect(
      (
        await api("POST", "/api/product/ReOrderTourPhoto", {
          token: other.token,
          body: { tourId: id, photos: [{ order: 1, name: names[0] }] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api("POST", "/api/product/ReOrderTourPhoto", {
          token: affiliate.token,
          body: { tourId: id, photos: [{ order: 1, name: names[0] }] },
        })
      ).status,
    ).toBe(403);

    const target = await createProduct();
    const copyForm = (fields: Record<string, string | number>) => {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
      return form;
    };
    const copied = await api("POST", "/api/product/CopyTourPhoto", {
      token: leader.token,
      form: copyForm({ OldPhotoName: names[0], TourId: target.id, Priority: 1 }),
    });
    expect(copied.status).toBe(200);
    expect(copied.body.photos).toHaveLength(1);
    expect(copied.body.name).not.toBe(names[0]);
    expect(
      (
        await api("POST", "/api/product/CopyTourPhoto", {
          token: other.token,
          form: copyForm({ OldPhotoName: names[0], TourId: target.id, Priority: 1 }),
        })
      ).status,
    ).toBe(404);
    const foreign = await createProduct(other);
    expect(
      (
        await api("POST", "/api/product/CopyTourPhoto", {
          token: other.token,
          form: copyForm({ OldPhotoName: names[0], TourId: foreign.id, Priority: 1 }),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await api("POST", "/api/product/CopyTourPhoto", {
          token: affiliate.token,
          form: copyForm({ OldPhotoName: names[0], TourId: target.id, Priority: 1 }),
        })
      ).status,
    ).toBe(403);

    expect((await api("DELETE", `/api/product/${id}/Photo/${names[2]}`, { token: other.token })).status).toBe(404);
    expect((await api("DELETE", `/api/product/${id}/Photo/${names[2]}`, { token: affiliate.token })).status).toBe(403);
    const deleted = await api("DELETE", `/api/product/${id}/Photo/${names[2]}`, { token: leader.token });
    expect(deleted.status).toBe(200);
    expect(deleted.body.photos.map((p: { order: number; name: string }) => [p.order, p.name])).toEqual([
      [1, names[0]],
      [2, names[1]],
    ]);
    expect((await api("DELETE", `/api/product/${id}/Photo/${names[2]}`, { token: leader.token })).status).toBe(404);
    expect((await api("GET", `/api/Product/${id}`)).body.photo).toBe(`/uploads/tours/${names[0]}`);
  });
});

describe("ordering a product", () => {
  it("on a sale website's host: the gateway's return and the receipt stay on that host (DESIGN.md §7)", async () => {
    const owner = await createUser();
    const sub = `prod-site-${Math.random().toString(36).slice(2, 8)}`;
    await prisma.saleWebsite.create({
      data: { userId: owner.user.id, subDomain: sub, startsAt: new Date(), expiresAt: new Date(Date.now() + 30 * DAY) },
    });
    const { id } = await createProduct(owner, { capacity: 5, price: 1_000_000 });
    const res = await api("POST", `/api/product/${id}/reservation`, { body: buyer() });
    const host = `${sub}.localhost:3000`;
    const start = await api("GET", res.body.paymentUrl, { headers: { host } });
    expect(start.status).toBe(303);
    const authority = /\/payment\/sandbox\/([^/]+)$/.exec(new URL(start.headers.get("location")!).pathname)![1];
    expect(new URL((await prisma.sandboxPayment.findUniqueOrThrow({ where: { authority } })).callbackUrl).host).toBe(
      host,
    );
    const back = new URL(await actOnSandbox(authority, "pay"));
    const verify = await api("GET", `${back.pathname}${back.search}`, { headers: { host } });
    const toReceipt = new URL(verify.headers.get("location")!);
    expect(toReceipt.host).toBe(host);
    const redirect = await api("GET", `${toReceipt.pathname}${toReceipt.search}`, { headers: { host } });
    expect(redirect.status).toBe(303);
    const receipt = new URL(redirect.headers.get("location")!);
    expect([receipt.host, receipt.pathname, receipt.searchParams.get("status")]).toEqual([
      host,
      `/${owner.user.id}/product/${id}/reserve/receipt`,
      "paid",
    ]);
    // A forged host never becomes the way back.
    const forged = await api("GET", `${toReceipt.pathname}${toReceipt.search}`, {
      headers: { host: "evil.example.com" },
    });
    expect(new URL(forged.headers.get("location")!).hostname).toBe("localhost");
  });

  it("holds stock, pays online through the sandbox, credits the leader minus commission, SMS and receipt", async () => {
    const owner = await createUser();
    const { id } = await createProduct(owner, { capacity: 5, price: 1_000_000 });
    const body = buyer({ orderCount: 2 });
    const res = await api("POST", `/api/product/${id}/reservation`, { body });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      amount: 2_000_000,
      paymentMethod: "Online",
      paymentUrl: `/api/payment/bill/${res.body.billId}`,
      c2cCard: null,
    });
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).soldCount).toBe(2);

    const { authority } = await startSandboxPayment(res.body.billId);
    const back = await api("GET", await actOnSandbox(authority, "pay"));
    expect(back.status).toBe(303);
    const redirect = await api("GET", back.headers.get("location")!);
    expect(redirect.status).toBe(303);
    const location = new URL(redirect.headers.get("location")!);
    expect(location.pathname).toBe(`/${owner.user.id}/product/${id}/reserve/receipt`);
    expect(location.searchParams.get("status")).toBe("paid");
    // No buyer's mobile or tracking id in any address on the way; the receipt value opens the order.
    for (const hop of [back.headers.get("location")!, location.toString()])
      expect(hop).not.toMatch(new RegExp(`${res.body.trackingId}|${body.mobile}`));
    const receiptValue = location.searchParams.get("receipt")!;
    const byBill = await api(
      "GET",
      `/api/product/reservation/receipt/${res.body.billId}/order?receipt=${encodeURIComponent(receiptValue)}`,
    );
    expect(byBill.status).toBe(200);
    expect(byBill.body).toMatchObject({ trackingId: res.body.trackingId, status: "Paid" });
    expect(
      (
        await api(
          "GET",
          `/api/product/reservation/receipt/${res.body.billId}/order?receipt=${encodeURIComponent(receiptValue.replace(/.$/, (c) => (c === "A" ? "B" : "A")))}`,
        )
      ).status,
    ).toBe(404);

    const orderRow = await prisma.productOrder.findUniqueOrThrow({ where: { billId: res.body.billId } });
    expect(orderRow.status).toBe("Paid");
    // 5 % of each unit (50,000 × 2) to the platform, the rest to the leader's wallet.
    expect(orderRow.commission).toBe(100_000n);
    expect(await balanceOf(prisma, wallet(owner.user.id))).toBe(1_900_000n);
    expect(
      await prisma.smsMessage.count({ where: { mobile: body.mobile, text: { contains: res.body.trackingId } } }),
    ).toBe(1);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);

    const receipt = await api("GET", `/api/Product/receipt/${body.mobile}/${res.body.trackingId.toLowerCase()}`);
    expect(receipt.status).toBe(200);
    expect(receipt.body).toMatchObject({
      status: "Paid",
      orderCount: 2,
      amount: 2_000_000,
      product: { id, title: "کوله‌پشتی ۴۰ لیتری" },
      extraQuestionAnswer: "سبز",
    });
    const wrong = await api("GET", `/api/Product/receipt/${uniqueMobile()}/${res.body.trackingId}`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.errors).toEqual([M.receiptNotFound]);

    const customers = await api("GET", `/api/Product/${id}/Customers`, { token: owner.token });
    expect(customers.status).toBe(200);
    expect(customers.body).toMatchObject({ totalItemCount: 1, paidCount: 2, paidAmount: 2_000_000 });
    expect(customers.body.result[0]).toMatchObject({
      fullName: "سارا کریمی",
      mobile: body.mobile,
      orderCount: 2,
      status: "Paid",
    });
    expect((await api("GET", `/api/Product/${id}/Customers`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/Product/${id}/Customers`, { token: affiliate.token })).status).toBe(403);
    expect((await api("GET", `/api/Product/${id}/Customers?Page=0`, { token: owner.token })).status).toBe(400);

    // The Excel export is built by the server (no spreadsheet library in the browser): the same buyers.
    const excel = await api("GET", `/api/Product/${id}/Customers/excel`, { token: owner.token });
    expect(excel.status).toBe(200);
    expect(excel.headers.get("content-type")).toContain("spreadsheetml");
    const ExcelJS = (await import("exceljs")).default;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await (await exportProductCustomers(owner.user.id, id)).arrayBuffer());
    const sheet = book.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(2).value).toBe("نام");
    expect(sheet.getRow(2).getCell(2).value).toBe("سارا کریمی");
    expect(sheet.getRow(2).getCell(7).value).toBe(2_000_000);
    expect(sheet.getRow(2).getCell(9).value).toBe("پرداخت شده");
    expect(sheet.getRow(2).getCell(11).value).toBeInstanceOf(Date);
    expect((await api("GET", `/api/Product/${id}/Customers/excel`, { token: other.token })).status).toBe(404);
    expect((await api("GET", `/api/Product/${id}/Customers/excel`, { token: affiliate.token })).status).toBe(403);
  });

  it("gives the units back when the payment is cancelled or card to card is rejected", async () => {
    const owner = await createUser();
    const operator = await createUser({ role: "Operator" });
    const { id } = await createProduct(owner, { capacity: 3 });
    const online = await order(id, { orderCount: 3 });
    expect(online.status).toBe(200);
    const full = await order(id);
    expect(full.status).toBe(409);
    expect(full.body.errors).toEqual([M.outOfStock]);
    const { authority } = await startSandboxPayment(online.body.billId);
    await api("GET", await actOnSandbox(authority, "cancel"));
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).soldCount).toBe(0);
    expect((await prisma.productOrder.findUniqueOrThrow({ where: { billId: online.body.billId } })).status).toBe(
      "Released",
    );

    const c2c = await order(id, { paymentMethod: "C2C", orderCount: 2 });
    expect(c2c.status).toBe(200);
    expect(c2c.body.c2cCard).not.toBeNull();
    const submit = await api(
      "POST",
      `/api/tour/bill/${c2c.body.billId}/complete-c2c/${c2c.body.paymentToken}/refid/123456`,
    );
    expect(submit.status).toBe(200);
    const payment = await prisma.payment.findFirstOrThrow({ where: { billId: c2c.body.billId } });
    const decide = await api("PUT", `/api/Operator/determine-c2c-payment/${payment.id}?confirm=false`, {
      token: operator.token,
    });
    expect(decide.status, JSON.stringify(decide.body)).toBe(200);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).soldCount).toBe(0);
    expect(await balanceOf(prisma, wallet(owner.user.id))).toBe(0n);

    // Confirmed by the operator: the order is paid and the leader credited (1,500,000 − 75,000).
    const confirmed = await order(id, { paymentMethod: "C2C" });
    await api(
      "POST",
      `/api/tour/bill/${confirmed.body.billId}/complete-c2c/${confirmed.body.paymentToken}/refid/654321`,
    );
    const second = await prisma.payment.findFirstOrThrow({ where: { billId: confirmed.body.billId } });
    expect(
      (await api("PUT", `/api/Operator/determine-c2c-payment/${second.id}?confirm=true`, { token: operator.token }))
        .status,
    ).toBe(200);
    expect((await prisma.productOrder.findUniqueOrThrow({ where: { billId: confirmed.body.billId } })).status).toBe(
      "Paid",
    );
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).soldCount).toBe(1);
    expect(await balanceOf(prisma, wallet(owner.user.id))).toBe(1_425_000n);
    expect(await checkLedgerInvariants(prisma)).toEqual([]);
  });

  it("refuses bad orders in Persian and holds nothing", async () => {
    const owner = await createUser();
    const { id } = await createProduct(owner, { capacity: 5 });
    for (const body of [
      { nationalId: "1234567890" },
      { mobile: "12345" },
      { orderCount: 0 },
      { firstName: "" },
      { paymentMethod: "Credit" },
    ]) {
      const res = await order(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors[0]).toMatch(/[\u0600-\u06FF]/);
    }
    expect((await order(id, { orderCount: 6 })).status).toBe(409);
    expect((await order(999_999_999)).status).toBe(404);
    await api("PUT", `/api/Product/${id}/toggle-status`, { token: owner.token });
    const inactive = await order(id);
    expect(inactive.status).toBe(422);
    expect(inactive.body.errors).toEqual([M.inactive]);
    await api("PUT", `/api/Product/${id}/toggle-status`, { token: owner.token });
    await prisma.product.update({ where: { id }, data: { registrationEndTime: new Date(Date.now() - 1000) } });
    const ended = await order(id);
    expect(ended.status).toBe(422);
    expect(ended.body.errors).toEqual([M.registrationEnded]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).soldCount).toBe(0);
    expect(await prisma.productOrder.count({ where: { productId: id } })).toBe(0);
    expect(await prisma.bill.count({ where: { beneficiaryId: owner.user.id } })).toBe(0);
  });

  it("sells exactly the 10 units in stock to 200 concurrent buyers", { timeout: 90_000 }, async () => {
    const owner = await createUser();
    const { id } = await createProduct(owner, { capacity: 10 });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 200 }, () => order(id)));
    const elapsed = Date.now() - started;
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(190);
    for (const r of refused) expect(r.body.errors).toEqual([M.outOfStock]);
    expect((await prisma.product.findUniqueOrThrow({ where: { id } })).soldCount).toBe(10);
    expect(await prisma.productOrder.count({ where: { productId: id } })).toBe(10);
    expect(await prisma.bill.count({ where: { beneficiaryId: owner.user.id, purpose: "ProductOrder" } })).toBe(10);
    expect((await api("GET", `/api/Product/${id}`)).body.stockState).toBe("OutOfStock");
    console.info(`[bench] 200 concurrent buyers for 10 units of a product: ${elapsed} ms`);
  });
});

// Keeps the tour helpers imported for the copy-from-tour case.
describe("copying a tour photo into a product", () => {
  it("accepts a photo of the leader's own tour", async () => {
    const owner = await createUser();
    const { tourPayload } = await import("@/lib/tours/testing/tour-fixtures");
    const tour = await createTour(
      owner.user.id,
      (await import("@/lib/tours/schemas")).tourPayloadSchema.parse(await tourPayload()),
    );
    const up = await api("POST", `/api/tour/${tour.id}/Photo`, {
      token: owner.token,
      form: await photoForm({ Order: 1 }),
    });
    expect(up.status).toBe(200);
    const { id } = await createProduct(owner);
    const form = new FormData();
    form.append("OldPhotoName", up.body.name);
    form.append("TourId", String(id));
    form.append("Priority", "1");
    const copied = await api("POST", "/api/product/CopyTourPhoto", { token: owner.token, form });
    expect(copied.status).toBe(200);
    expect(copied.body.photos).toHaveLength(1);
    expect(passenger).toBeTypeOf("function");
  });
});
