import { describe, expect, it } from "vitest";
import { MODERATION_MESSAGES as M } from "./messages";

describe("the moderation SMS", () => {
  it("ends the reason with one full stop, whether the operator typed one or not", () => {
    for (const reason of ["عکس نامناسب", "عکس نامناسب.", "عکس نامناسب..", " عکس نامناسب. "]) {
      const text = M.smsModerated("Hidden", "دماوند", reason);
      expect(text, reason).toContain("دلیل: عکس نامناسب. بلیت");
      expect(text, reason).not.toContain("..");
    }
  });
});
