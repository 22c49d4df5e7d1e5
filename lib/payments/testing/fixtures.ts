// Shared by the payment integration tests: a test purpose (replacing ProductOrder's handler, put
// back afterwards) that holds and releases stock and
// posts a sale with a 10% platform commission, plus helpers to fund wallets and walk the sandbox
// gateway the way a browser does.
import { afterAll, beforeAll } from "vitest";
import { prisma } from "@/lib/db/client";
import type { Bill } from "@/lib/db/generated/client";
import type { BillMethod } from "../create-bill";
import { operatorCredit, platformRevenue, wallet } from "@/lib/ledger/accounts";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { api } from "@/tests/helpers/api";
import { createUser, uniqueMobile } from "@/tests/helpers/factories";
import { replaceBillPurposeForTests } from "../bill-purposes";
import { createBill } from "../create-bill";
import { settleBill } from "../settlement";

export const TEST_PURPOSE = "ProductOrder" as const;

export interface TestPurpose {
  /** onPaid calls per bill id. */
  paid: Map<string, number>;
  /** onReleased calls per bill id. */
  released: Map<string, number>;
  /** Bills holding stock right now. */
  held: Set<string>;
  restore: () => void;
}

export function registerTestPurpose(): TestPurpose {
  const state = { paid: new Map<string, number>(), released: new Map<string, number>(), held: new Set<string>() };
  const restore = replaceBillPurposeForTests(TEST_PURPOSE, {
    async onPaid(tx, bill, _payment, settlement) {
      await settleBill(tx, bill, settlement, [{ account: platformRevenue, amount: bill.amount / 10n }]);
      state.paid.set(bill.id, (state.paid.get(bill.id) ?? 0) + 1);
      state.held.delete(bill.id);
    },
    async onReleased(_tx, bill) {
      state.released.set(bill.id, (state.released.get(bill.id) ?? 0) + 1);
      state.held.delete(bill.id);
    },
    receiptUrl: (bill) => `/test/receipt/${bill.id}`,
  });
  return { ...state, restore };
}

type TestUser = Awaited<ReturnType<typeof createUser>>;

/**
 * A test file's set-up: the test purpose for its tests (put back after them) and a leader, an operator
 * and an accountant. The fields are filled before the first test.
 */
export function setUpPaymentTests() {
  const setup = {} as { purpose: TestPurpose; leader: TestUser; operator: TestUser; accountant: TestUser };
  beforeAll(async () => {
    setup.purpose = registerTestPurpose();
    [setup.leader, setup.operator, setup.accountant] = await Promise.all([
      createUser({ role: "Leader" }),
      createUser({ role: "Operator" }),
      createUser({ role: "Accountant" }),
    ]);
  });
  afterAll(() => setup.purpose.restore());
  return setup;
}

export async function createTestBill(
  purpose: TestPurpose,
  input: {
    beneficiaryId: number;
    amount?: bigint;
    method?: BillMethod;
    payerUserId?: number;
    payerMobile?: string;
    now?: Date;
  },
): Promise<{ bill: Bill; paymentToken: string; paymentId: number }> {
  const created = await prisma.$transaction((tx) =>
    createBill(tx, {
      purpose: TEST_PURPOSE,
      amount: input.amount ?? 250_000n,
      method: input.method ?? "Online",
      payerMobile: input.payerMobile ?? uniqueMobile(),
      payerName: "مسافر آزمایشی",
      payerUserId: input.payerUserId,
      beneficiaryId: input.beneficiaryId,
      description: "خرید آزمایشی",
      now: input.now,
    }),
  );
  purpose.held.add(created.bill.id);
  return { bill: created.bill, paymentToken: created.paymentToken, paymentId: created.payment.id };
}

/** Credit granted by an operator, so that a wallet can pay. */
export async function fundWallet(userId: number, amount: bigint) {
  await postTransaction(prisma, {
    type: "ChangeOfCredit",
    entries: [
      { account: operatorCredit, amount: -amount },
      { account: wallet(userId), amount },
    ],
  });
}

/** GET /api/payment/bill/{id} → the sandbox page's authority. */
export async function startSandboxPayment(billId: string, path = `/api/payment/bill/${billId}`) {
  const start = await api("GET", path);
  if (start.status !== 303) throw new Error(`start answered ${start.status}: ${JSON.stringify(start.body)}`);
  const location = new URL(start.headers.get("location")!);
  const authority = /\/payment\/sandbox\/([^/]+)$/.exec(location.pathname)?.[1];
  if (!authority) throw new Error(`unexpected redirect ${location}`);
  return { authority, location };
}

/** The payer presses a button on the sandbox page: answers the callback URL the browser is sent to. */
export async function actOnSandbox(authority: string, action: "pay" | "cancel") {
  const form = new FormData();
  form.set("action", action);
  const res = await api("POST", `/api/payment/sandbox/${authority}`, { form });
  if (res.status !== 303) throw new Error(`sandbox answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.headers.get("location")!;
}

export const ledgerTransactionsOf = (billId: string) =>
  prisma.ledgerTransaction.findMany({ where: { idempotencyKey: `bill:${billId}:paid` }, include: { entries: true } });
