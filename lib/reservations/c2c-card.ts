import { env } from "@/lib/config/env";

// The platform's card that card-to-card buyers transfer to (C2C_CARD_NUMBER, C2C_CARD_HOLDER).
// Without configuration a demo card is shown, so that the flow works in development.
export function c2cCard() {
  return { cardNumber: env.C2C_CARD_NUMBER, holder: env.C2C_CARD_HOLDER };
}
