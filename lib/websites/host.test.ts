import { describe, expect, it } from "vitest";
import { normalizeHostname, parseHost } from "./host";

const config = { rootDomain: "hamsafar.ir" };

describe("parseHost", () => {
  it("the root domain, www, localhost and IP addresses are the platform", () => {
    for (const host of [
      "hamsafar.ir",
      "www.hamsafar.ir",
      "HAMSAFAR.IR",
      "hamsafar.ir.",
      "localhost:3000",
      "127.0.0.1:3108",
      "10.0.0.5",
      "[::1]:3000",
      "www.localhost",
    ]) {
      expect(parseHost(host, config), host).toEqual({ kind: "platform" });
    }
  });

  it("a sub-domain of the root domain or of localhost names a site, whatever the case, port or trailing dot", () => {
    expect(parseHost("kuhestan.hamsafar.ir", config)).toEqual({
      kind: "subDomain",
      subDomain: "kuhestan",
      hostname: "kuhestan.hamsafar.ir",
    });
    expect(parseHost("Kuhestan.Hamsafar.IR.:443", config)).toEqual({
      kind: "subDomain",
      subDomain: "kuhestan",
      hostname: "kuhestan.hamsafar.ir",
    });
    expect(parseHost("kuhestan.localhost:3108", config)).toEqual({
      kind: "subDomain",
      subDomain: "kuhestan",
      hostname: "kuhestan.localhost",
    });
    expect(parseHost("my-site-1.localhost", { rootDomain: "localhost" })).toEqual({
      kind: "subDomain",
      subDomain: "my-site-1",
      hostname: "my-site-1.localhost",
    });
  });

  it("any other name is a custom domain", () => {
    expect(parseHost("Tour.Example.COM:8080", config)).toEqual({
      kind: "domain",
      domain: "tour.example.com",
      hostname: "tour.example.com",
    });
    expect(parseHost("kuhestan.ir.", config)).toEqual({
      kind: "domain",
      domain: "kuhestan.ir",
      hostname: "kuhestan.ir",
    });
  });

  it("refuses what is not a host name", () => {
    for (const host of [
      null,
      undefined,
      "",
      "   ",
      "bad_host.ir",
      "a..b",
      "-x.ir",
      "x-.ir",
      "a.b.hamsafar.ir",
      "exa mple.com",
      "a".repeat(64) + ".ir",
    ]) {
      expect(parseHost(host, config), String(host)).toEqual({ kind: "invalid" });
    }
  });
});

describe("normalizeHostname", () => {
  it("drops the port and the trailing dot and lowercases", () => {
    expect(normalizeHostname("KUHESTAN.localhost.:3000")).toBe("kuhestan.localhost");
    expect(normalizeHostname("[::1]:3000")).toBe("[::1]");
    expect(normalizeHostname("192.168.1.1:80")).toBe("192.168.1.1");
  });
});
