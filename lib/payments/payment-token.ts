import { randomBytes } from "node:crypto";

/** The public id a buyer holds for a payment: unguessable, URL-safe. */
export const newPaymentToken = () => randomBytes(18).toString("base64url");
