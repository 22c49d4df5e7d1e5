import { describe, expect, it } from "vitest";
import { duplicateNationalIds, passengerTitle, passengersFormSchema } from "./passenger-schema";

const valid = {
  firstName: "علی",
  lastName: "رضایی",
  gender: "Male",
  nationalId: "۰۰۱۳۵۴۲۴۱۹",
  mobile: "۰۹۱۲ ۱۲۳ ۴۵۶۷",
  extraQuestionAnswer: "",
};

describe("passengers form", () => {
  it("accepts Persian digits and normalises them", () => {
    const out = passengersFormSchema(false).parse({ passengers: [valid], email: "" });
    expect(out.passengers[0]).toMatchObject({ nationalId: "0013542419", mobile: "09121234567" });
  });

  it("refuses a national id with a wrong check digit, a short one and a bad mobile", () => {
    const schema = passengersFormSchema(false);
    expect(schema.safeParse({ passengers: [{ ...valid, nationalId: "0013542418" }], email: "" }).success).toBe(false);
    expect(schema.safeParse({ passengers: [{ ...valid, nationalId: "12345" }], email: "" }).success).toBe(false);
    expect(schema.safeParse({ passengers: [{ ...valid, mobile: "0812345678" }], email: "" }).success).toBe(false);
  });

  it("needs every required field and the answer only when the tour requires it", () => {
    const empty = passengersFormSchema(false).safeParse({
      passengers: [{ ...valid, firstName: "", gender: "" }],
      email: "",
    });
    expect(empty.success).toBe(false);
    expect(empty.error?.issues.map((i) => i.path.join("."))).toEqual(
      expect.arrayContaining(["passengers.0.firstName", "passengers.0.gender"]),
    );
    expect(passengersFormSchema(true).safeParse({ passengers: [valid], email: "" }).success).toBe(false);
    expect(
      passengersFormSchema(true).safeParse({ passengers: [{ ...valid, extraQuestionAnswer: "O+" }], email: "" })
        .success,
    ).toBe(true);
  });

  it("finds repeated national ids", () => {
    expect(duplicateNationalIds(["1", "2", "1", "3", "2"])).toEqual(["1", "2"]);
    expect(duplicateNationalIds(["1", "2"])).toEqual([]);
  });

  it("titles rows by age group and number", () => {
    expect(passengerTitle("Adult", 1)).toBe("مسافر بزرگسال ۱");
    expect(passengerTitle("Child", 2)).toBe("مسافر کودک ۲");
    expect(passengerTitle("Infant", 1)).toBe("مسافر نوزاد ۱");
  });
});
