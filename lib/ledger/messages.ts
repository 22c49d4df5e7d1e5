export const LEDGER_MESSAGES = {
  insufficientBalance: "موجودی کیف پول کافی نیست.",
} as const;
