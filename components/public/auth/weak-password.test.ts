import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/client/api-client";
import { weakPasswordMessage } from "./weak-password";

describe("weakPasswordMessage", () => {
  it("gives the server's reason for its weak-password refusal only", () => {
    const weak = new ApiClientError(400, ["رمز عبور ضعیف است: به‌سادگی حدس زده می‌شود."], ["weak_password"]);
    expect(weakPasswordMessage(weak)).toBe("رمز عبور ضعیف است: به‌سادگی حدس زده می‌شود.");
    expect(weakPasswordMessage(new ApiClientError(400, ["کد تایید معتبر نیست"], ["invalid_otp"]))).toBeNull();
    expect(weakPasswordMessage(new Error("weak_password"))).toBeNull();
  });
});
