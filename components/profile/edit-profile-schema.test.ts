import { describe, expect, it } from "vitest";
import { groupDigits, SHEBA_MAX_LENGTH } from "./digit-groups";
import { editProfileSchema, updateBody } from "./edit-profile-schema";

const valid = {
  firstName: "رضا",
  lastName: "کوهستانی",
  username: "09120000003",
  nationalId: "0499370899",
  brand: "سفرهای کوهستان",
  phone: "02188776655",
  instagram: "@kuhestan",
  address: "تهران، ولیعصر",
  cityId: 1,
  provinceId: 8,
  email: "",
  shebaNumber: "",
  cartNumber: "",
  telegram: "",
};

describe("profile edit form rules (spec doc 1 §5)", () => {
  it("requires the spec's fields with the Persian empty-field message", () => {
    const result = editProfileSchema.safeParse({ ...valid, firstName: "", address: " ", cityId: undefined });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField.firstName).toBe("این فیلد نمی‌تواند خالی باشد");
    expect(byField.address).toBe("این فیلد نمی‌تواند خالی باشد");
    expect(byField.cityId).toBe("این فیلد نمی‌تواند خالی باشد");
  });

  it("accepts empty optional fields and checks them when filled", () => {
    expect(editProfileSchema.safeParse(valid).success).toBe(true);
    // Instagram is optional: a leader without a page saves the profile, and blank clears it.
    const noInstagram = editProfileSchema.safeParse({ ...valid, instagram: "" });
    expect(noInstagram.success).toBe(true);
    expect(updateBody(noInstagram.data!).instagram).toBeNull();
    const bad = editProfileSchema.safeParse({ ...valid, email: "not-an-email", shebaNumber: "1234 5678" });
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toContain("email: ایمیل معتبر نیست");
    expect(messages).toContain("shebaNumber: شماره شبا معتبر نیست");
  });

  it("sends cityId as a number, sellDescription as null and no province", () => {
    const parsed = editProfileSchema.parse({ ...valid, nationalId: "۰۴۹۹۳۷۰۸۹۹" });
    const body = updateBody(parsed);
    expect(body).toMatchObject({ cityId: 1, sellDescription: null, nationalId: "0499370899", email: null });
    expect(body).not.toHaveProperty("provinceId");
  });
});

describe("grouped digit input", () => {
  it("keeps digits only, grouped by four, at most 30 characters", () => {
    expect(groupDigits("IR12-34۵۶78x9", SHEBA_MAX_LENGTH)).toBe("1234 5678 9");
    const long = groupDigits("1".repeat(40), SHEBA_MAX_LENGTH);
    expect(long.length).toBeLessThanOrEqual(30);
    expect(long.replace(/ /g, "")).toHaveLength(24);
  });
});
