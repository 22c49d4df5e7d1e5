import { describe, expect, it } from "vitest";
import { foldPersianLetters, searchSpellings } from "./index";

describe("Arabic-keyboard letters", () => {
  it("folds Arabic yeh, alef maksura, yeh with hamza and kaf to the Persian letters, nothing else", () => {
    expect(foldPersianLetters("علي كريمي")).toBe("علی کریمی");
    expect(foldPersianLetters("پائیز ى")).toBe("پاییز ی");
    expect(foldPersianLetters("Ali 0912 ۱۲ آبان")).toBe("Ali 0912 ۱۲ آبان");
  });

  it("asks a database search for the Persian, the hamza-folded and the Arabic spellings", () => {
    expect(searchSpellings("كوه")).toEqual(["کوه", "كوه"]);
    expect(searchSpellings("علی")).toEqual(["علی", "علي"]);
    // «ئ» may be real («مسئول») or typed for «ی» («پائیز» for «پاییز»): both are asked for.
    expect(searchSpellings("پائیز")).toEqual(["پائیز", "پاییز", "پائيز", "پاييز"]);
    expect(searchSpellings("tour 12")).toEqual(["tour 12"]);
  });
});
