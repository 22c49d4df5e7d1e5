import { describe, expect, it } from "vitest";
import { createConsoleSmsProvider } from "./console-provider";
import { selectSmsProvider } from "./select-provider";

describe("SMS provider selection", () => {
  it("defaults to the console provider and picks Kavenegar by name", () => {
    expect(selectSmsProvider({}).name).toBe("console");
    expect(selectSmsProvider({ SMS_PROVIDER: "Kavenegar", KAVENEGAR_API_KEY: "k" }).name).toBe("kavenegar");
  });

  it("refuses Kavenegar without a key and an unknown provider", () => {
    expect(() => selectSmsProvider({ SMS_PROVIDER: "kavenegar" })).toThrow(/KAVENEGAR_API_KEY/);
    expect(() => selectSmsProvider({ SMS_PROVIDER: "pigeon" })).toThrow(/unknown SMS_PROVIDER/);
  });

  it("the console provider prints the text unless silenced", async () => {
    const lines: string[] = [];
    await createConsoleSmsProvider({ log: (l) => lines.push(l) }).send({
      to: "09121234567",
      text: "کد تایید همسفر: 123456",
    });
    await createConsoleSmsProvider({ silent: true, log: (l) => lines.push(l) }).send({ to: "09121234567", text: "x" });
    expect(lines).toEqual(["[sms] to 09121234567: کد تایید همسفر: 123456"]);
  });
});
