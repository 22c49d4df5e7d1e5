import { env } from "@/lib/config/env";

// The platform's card that card-to-card buyers transfer to (C2C_CARD_NUMBER, C2C_CARD_HOLDER).
// Null when no card is configured: card-to-card is then not offered (the pages hide it, createBill
// refuses it). There is no fallback card: the demo sets its own (scripts/start.ts, docs/money.md).
export function c2cCard(): { cardNumber: string; holder: string } | null {
  const cardNumber = env.C2C_CARD_NUMBER;
  return cardNumber ? { cardNumber, holder: env.C2C_CARD_HOLDER } : null;
}
