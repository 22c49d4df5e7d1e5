import { describe, expect, it } from "vitest";
import { createConsoleMailProvider } from "./console-provider";
import { selectMailProvider } from "./select-provider";

describe("mail provider", () => {
  it("defaults to the console provider and refuses an unknown one", () => {
    expect(selectMailProvider({}).name).toBe("console");
    expect(() => selectMailProvider({ MAIL_PROVIDER: "sendmail" })).toThrow(/unknown MAIL_PROVIDER/);
  });

  it("smtp needs SMTP_URL and MAIL_FROM, and a URL of smtp:// or smtps://", () => {
    expect(() => selectMailProvider({ MAIL_PROVIDER: "smtp" })).toThrow(/MAIL_PROVIDER=smtp needs SMTP_URL/);
    expect(() => selectMailProvider({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtp://h:25" })).toThrow(/needs MAIL_FROM/);
    expect(() => selectMailProvider({ MAIL_PROVIDER: "smtp", SMTP_URL: "http://h", MAIL_FROM: "a@b.ir" })).toThrow(
      /must be smtp:\/\/… or smtps:\/\/…/,
    );
    expect(selectMailProvider({ MAIL_PROVIDER: "smtp", SMTP_URL: "smtps://u:p@h:465", MAIL_FROM: "a@b.ir" }).name).toBe(
      "smtp",
    );
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
