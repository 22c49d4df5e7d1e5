import "server-only";
// A leader's group SMS (tour passengers, survey links, passenger book, subscribers): the recipients
// are fixed, the cost (price per message × recipients) is checked against the wallet and charged as
// ONE CostOfGroupSMS ledger transaction (idempotency key group-sms:<id>) in the same database
// transaction that records the message — an empty wallet is a Persian 422 and nothing is queued or
// sent. The pg-boss job then sends it in batches (./deliver-group-message.ts); the route starts it
// (lib/jobs/enqueue.ts: startGroupSms), the job's minute sweep picks up anything left.
import { prisma } from "@/lib/db/client";
import { formatToman } from "@/lib/format";
import { unprocessable } from "@/lib/http/errors";
import { platformRevenue, wallet } from "@/lib/ledger/accounts";
import { balanceOf } from "@/lib/ledger/balance";
import { postTransaction } from "@/lib/ledger/post-transaction";
import { groupSmsPrice } from "./constants";
import { MESSAGING_MESSAGES as M } from "./messages";

export type GroupMessageKind = "TourPassengers" | "Survey" | "Passengers" | "Subscribers";

export async function queueGroupMessage(
  leaderId: number,
  input: { kind: GroupMessageKind; tourId?: number; text: string; recipients: string[] },
) {
  const recipients = [...new Set(input.recipients)];
  if (!recipients.length) throw unprocessable(M.noRecipients, "no_recipients");
  const cost = groupSmsPrice() * BigInt(recipients.length);
  const message = await prisma.$transaction(async (tx) => {
    if (cost > 0n) {
      // The wallet row lock of postTransaction makes the check final; this one only words the refusal.
      const balance = await balanceOf(tx, wallet(leaderId));
      if (balance < cost) throw unprocessable(M.walletShort(formatToman(cost)), "wallet_insufficient");
    }
    const row = await tx.groupMessage.create({
      data: { leaderId, kind: input.kind, tourId: input.tourId ?? null, text: input.text, recipients, cost },
      select: { id: true, status: true },
    });
    if (cost > 0n) {
      await postTransaction(tx, {
        type: "CostOfGroupSMS",
        idempotencyKey: `group-sms:${row.id}`,
        description: `هزینه ارسال ${recipients.length.toLocaleString("fa-IR")} پیامک گروهی`,
        entries: [
          { account: wallet(leaderId), amount: -cost },
          { account: platformRevenue, amount: cost },
        ],
      });
    }
    return row;
  });
  return { id: message.id, recipients: recipients.length, cost, status: message.status };
}
