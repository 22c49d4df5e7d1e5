// The platform's card that card-to-card buyers transfer to (C2C_CARD_NUMBER, C2C_CARD_HOLDER).
// Without configuration a demo card is shown, so that the flow works in development.
export function c2cCard() {
  return {
    cardNumber: (process.env.C2C_CARD_NUMBER ?? "6037997000000000").replace(/\D/g, ""),
    holder: process.env.C2C_CARD_HOLDER ?? "همسفر (حساب آزمایشی)",
  };
}
