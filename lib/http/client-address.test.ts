import { afterEach, describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_MARK_HEADER,
  clientAddress,
  clientIp,
  stampHeaders,
  UNKNOWN_CLIENT,
} from "./client-address";

describe("clientAddress", () => {
  it("with no trusted proxy (the default) is the socket's address, whatever the headers say", () => {
    expect(clientAddress({ forwardedFor: "6.6.6.6", socketAddress: "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddress({ forwardedFor: "6.6.6.6, 7.7.7.7", socketAddress: "::ffff:203.0.113.7", hops: 0 })).toBe(
      "203.0.113.7",
    );
    expect(clientAddress({ socketAddress: "2001:db8::1" })).toBe("2001:db8::1");
  });

  it("behind N proxies is the N-th entry from the right: forged entries on the left are never read", () => {
    // client 198.51.100.9 → proxy (appends) → app; the client forged "6.6.6.6" in front.
    expect(clientAddress({ forwardedFor: "6.6.6.6, 198.51.100.9", socketAddress: "10.0.0.2", hops: 1 })).toBe(
      "198.51.100.9",
    );
    expect(clientAddress({ forwardedFor: "198.51.100.9", socketAddress: "10.0.0.2", hops: 1 })).toBe("198.51.100.9");
    // Two proxies: CDN then load balancer.
    expect(
      clientAddress({ forwardedFor: "6.6.6.6, 198.51.100.9, 172.16.0.5", socketAddress: "10.0.0.2", hops: 2 }),
    ).toBe("198.51.100.9");
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress({ forwardedFor: "", socketAddress: "10.0.0.2", hops: 3 })).toBe("10.0.0.2");
  });

  it("without a socket address is unknown (nothing can be placed)", () => {
    expect(clientAddress({ forwardedFor: "6.6.6.6", socketAddress: undefined, hops: 1 })).toBeNull();
  });
});

describe("clientIp", () => {
  it("trusts an address only with this process's mark; anything else shares the unknown bucket", () => {
    expect(clientIp(new Headers(stampHeaders("198.51.100.9")))).toBe("198.51.100.9");
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "6.6.6.6" }))).toBe(UNKNOWN_CLIENT);
    expect(clientIp(new Headers({ [CLIENT_ADDRESS_HEADER]: "6.6.6.6", [CLIENT_MARK_HEADER]: "guessed" }))).toBe(
      UNKNOWN_CLIENT,
    );
    expect(clientIp(new Headers({ "x-forwarded-for": "6.6.6.6", "x-real-ip": "6.6.6.6" }))).toBe(UNKNOWN_CLIENT);
  });

  describe("under the front door (HAMSAFAR_CLIENT_MARK set before Next loads)", () => {
    afterEach(() => {
      delete process.env.HAMSAFAR_CLIENT_MARK;
    });
    it("trusts the mark the front door put in the environment, and nothing else", () => {
      process.env.HAMSAFAR_CLIENT_MARK = "front-door-mark-of-this-process";
      expect(clientIp(new Headers(stampHeaders("203.0.113.5", "front-door-mark-of-this-process")))).toBe("203.0.113.5");
      expect(clientIp(new Headers(stampHeaders("203.0.113.5", "front-door-mark-of-another-one")))).toBe(UNKNOWN_CLIENT);
    });
  });
});
