import { describe, expect, it } from "vitest";
import { createConsoleMailProvider } from "./console-provider";
import { selectMailProvider } from "./select-provider";

describe("mail provider", () => {
  it("defaults to the console provider and refuses an unknown one", () => {
    expect(selectMailProvider({}).name).toBe("console");
    expect(() => selectMailProvider({ MAIL_PROVIDER: "smtp" })).toThrow(/unknown MAIL_PROVIDER/);
  });

  it("the console provider prints subject and text unless silenced", async () => {
    const lines: string[] = [];
    await createConsoleMailProvider({ log: (l) => lines.push(l) }).send({
      to: "a@b.ir",
      subject: "تایید",
      text: "http://x/auth/verifyEmail?token=t",
    });
    await createConsoleMailProvider({ silent: true, log: (l) => lines.push(l) }).send({
      to: "a@b.ir",
      subject: "s",
      text: "t",
    });
    expect(lines).toEqual(["[mail] to a@b.ir: تایید\nhttp://x/auth/verifyEmail?token=t"]);
  });
});
