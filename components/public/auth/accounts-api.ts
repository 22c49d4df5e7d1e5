// The account calls of spec doc 1 §7, as the auth pages use them. The form's mobile is sent as
// `username`; every one of these is anonymous except VerifyUserMail.
import type { Role } from "@/lib/db/generated/enums";
import { api, type ApiClient } from "@/lib/client/api-client";
import * as accounts from "@/lib/client/endpoints/accounts";

export type RegisterRole = Extract<Role, "Leader" | "Affiliate">;

export function accountsApi(client: ApiClient = api) {
  const anonymous = { anonymous: true } as const;
  return {
    login: (input: { mobile: string; password: string; keepMeLogin: boolean; code?: string }) =>
      client.call(accounts.loginContract, {
        ...anonymous,
        body: {
          username: input.mobile,
          password: input.password,
          keepMeLogin: input.keepMeLogin,
          ...(input.code ? { otpCode: input.code } : {}),
        },
      }),
    loginToken: (mobile: string) =>
      client.call(accounts.loginTokenContract, { ...anonymous, body: { username: mobile } }),
    registerToken: (mobile: string) =>
      client.call(accounts.registerTokenContract, { ...anonymous, body: { username: mobile } }),
    register: (input: {
      mobile: string;
      otpCode: string;
      firstName: string;
      lastName: string;
      password: string;
      role: RegisterRole;
    }) =>
      client.call(accounts.registerContract, {
        ...anonymous,
        body: {
          username: input.mobile,
          signupToken: input.otpCode,
          firstName: input.firstName,
          lastName: input.lastName,
          password: input.password,
          role: input.role,
          acceptedEULA: true,
        },
      }),
    resetPasswordToken: (mobile: string) =>
      client.call(accounts.resetPasswordTokenContract, { ...anonymous, body: { username: mobile } }),
    resetPassword: (input: { mobile: string; otpCode: string; password: string }) =>
      client.call(accounts.resetPasswordContract, {
        ...anonymous,
        body: { username: input.mobile, resetToken: input.otpCode, newPassword: input.password },
      }),
    verifyUserMail: (token: string) => client.call(accounts.verifyUserMailContract, { body: { token }, notify: false }),
  };
}
