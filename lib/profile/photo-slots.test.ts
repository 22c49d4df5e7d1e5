import { describe, expect, it } from "vitest";
import { IDENTITY_DOCUMENT_COLUMNS, PHOTO_SLOTS } from "./photo-slots";

describe("identity documents", () => {
  it("are the four private slots the operator counts, not the profile photo of the fifth upload slot", () => {
    expect(Object.keys(PHOTO_SLOTS)).toHaveLength(5);
    expect([...IDENTITY_DOCUMENT_COLUMNS].sort()).toEqual(
      ["photoGuidanceCard", "photoLicence", "photoNationalCard", "photoPersonal"].sort(),
    );
  });
});
