// Contracts of the accounts calls (spec doc 1 §7 "Accounts"). `satisfies` rather than defineContract():
// it keeps the literal `access`, from which the wrapper types `caller` as present.
import type { Contract } from "@/lib/http/contract";
import { z } from "@/lib/validation/z";
import { wireDate } from "@/lib/http/wire";
import {
  changePasswordBody,
  loginBody,
  mobileBody,
  registerBody,
  resetPasswordBody,
  signInAnswer,
  userIdParams,
  verifyMailBody,
} from "./schemas";

const tags = ["Accounts"];
const success = z.object({ success: z.literal(true) });

export const loginContract = {
  method: "POST",
  path: "/api/Users/Login",
  summary: "Sign in with mobile and password (token valid 1 day, 14 with keepMeLogin; after 10 failures a mobile's tries are spaced; from an address with many failures the SMS code of LoginToken is needed too)",
  tags,
  access: "public",
  body: loginBody,
  response: signInAnswer,
} satisfies Contract;

export const loginTokenContract = {
  method: "POST",
  path: "/api/Users/LoginToken",
  summary: "Send the sign-in code by SMS, for an address that must confirm sign-ins (answers the same whether or not the mobile has an account)",
  tags,
  access: "public",
  body: mobileBody,
  response: success,
} satisfies Contract;

export const registerTokenContract = {
  method: "POST",
  path: "/api/Users/RegisterToken",
  summary: "Send a registration code by SMS (answers the same whether or not the mobile has an account)",
  tags,
  access: "public",
  body: mobileBody,
  response: success,
} satisfies Contract;

export const registerContract = {
  method: "POST",
  path: "/api/Users/Register",
  summary: "Register a leader or affiliate with the SMS code (password at least 8 characters) and sign in",
  tags,
  access: "public",
  body: registerBody,
  response: signInAnswer,
} satisfies Contract;

export const resetPasswordTokenContract = {
  method: "POST",
  path: "/api/Users/ResetPasswordToken",
  summary: "Send a password-reset code by SMS (answers the same whether or not the mobile has an account)",
  tags,
  access: "public",
  body: mobileBody,
  response: success,
} satisfies Contract;

export const resetPasswordContract = {
  method: "POST",
  path: "/api/Users/ResetPassword",
  summary: "Set a new password with the SMS code, end all other sessions and sign in",
  tags,
  access: "public",
  body: resetPasswordBody,
  response: signInAnswer,
} satisfies Contract;

export const changePasswordContract = {
  method: "PUT",
  path: "/api/Users/ChangePassword",
  summary: "Change the caller's password; every older token stops working and a fresh one is answered",
  tags,
  access: "authenticated",
  allowUnconfirmed: true,
  body: changePasswordBody,
  response: z.object({ token: z.string(), expiresAt: wireDate }),
} satisfies Contract;

export const impersonateContract = {
  method: "GET",
  path: "/api/Users/Impersonate/{userId}",
  summary: "Operator: a 2-hour token acting as a leader or affiliate",
  tags,
  access: ["Operator"],
  params: userIdParams,
  response: z.object({ impersonationToken: z.string(), expiresAt: wireDate }),
} satisfies Contract;

export const sendVerificationMailContract = {
  method: "POST",
  path: "/api/Users/SendVerificationMailToUser",
  summary: "Mail the caller a link that verifies the profile's email (valid 24 hours, one mail a minute)",
  tags,
  access: "authenticated",
  allowUnconfirmed: true,
  response: success,
} satisfies Contract;

export const verifyUserMailContract = {
  method: "PUT",
  path: "/api/Users/VerifyUserMail",
  summary: "Verify the caller's email with the token from the mail",
  tags,
  access: "authenticated",
  allowUnconfirmed: true,
  body: verifyMailBody,
  response: success,
} satisfies Contract;
