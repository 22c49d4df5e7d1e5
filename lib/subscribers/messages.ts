// Persian messages of the subscribers area (the spec's catalogue where it has one).
export const SUBSCRIBER_MESSAGES = {
  subscribed: "عضویت با موفقیت انجام شد",
} as const;
