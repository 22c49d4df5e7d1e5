// The account calls of spec doc 1 §7, as the auth pages use them. The form's mobile is sent as
// `username`; every one of these is anonymous except VerifyUserMail.
import type { Role } from "@/lib/db/generated/enums";
import { apiClient, type ApiClient } from "@/lib/client/api-client";
import type { TokenAnswer } from "./login";

export type RegisterRole = Extract<Role, "Leader" | "Affiliate">;

export function accountsApi(client: ApiClient = apiClient) {
  const anonymous = { anonymous: true } as const;
  return {
    login: (input: { mobile: string; password: string; keepMeLogin: boolean; code?: string }) =>
      client.post<TokenAnswer>("/api/Users/Login", {
        ...anonymous,
        body: { username: input.mobile, password: input.password, keepMeLogin: input.keepMeLogin, ...(input.code ? { otpCode: input.code } : {}) },
      }),
    loginToken: (mobile: string) => client.post<unknown>("/api/Users/LoginToken", { ...anonymous, body: { username: mobile } }),
    registerToken: (mobile: string) => client.post<unknown>("/api/Users/RegisterToken", { ...anonymous, body: { username: mobile } }),
    register: (input: { mobile: string; otpCode: string; firstName: string; lastName: string; password: string; role: RegisterRole }) =>
      client.post<TokenAnswer>("/api/Users/Register", {
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
      client.post<unknown>("/api/Users/ResetPasswordToken", { ...anonymous, body: { username: mobile } }),
    resetPassword: (input: { mobile: string; otpCode: string; password: string }) =>
      client.post<TokenAnswer>("/api/Users/ResetPassword", {
        ...anonymous,
        body: { username: input.mobile, resetToken: input.otpCode, newPassword: input.password },
      }),
    verifyUserMail: (token: string) => client.put<unknown>("/api/Users/VerifyUserMail", { body: { token }, notify: false }),
  };
}
