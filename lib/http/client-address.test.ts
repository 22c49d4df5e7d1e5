import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  CLIENT_MARK_HEADER,
  clientAddress,
  clientIp,
  installClientAddressHook,
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
});

describe("the server hook", () => {
  const servers: http.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it("stamps the socket's address over a forged stamp and a forged X-Forwarded-For, also on a server created before it", async () => {
    const server = http.createServer((req, res) => {
      const headers = new Headers(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      res.end(clientIp(headers));
    });
    servers.push(server);
    installClientAddressHook(0, { log: () => {} });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6", [CLIENT_MARK_HEADER]: "guessed", "x-forwarded-for": "7.7.7.7" },
    });
    expect(await res.text()).toBe("127.0.0.1");
  });
});
