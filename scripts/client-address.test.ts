import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER as APP_HEADER } from "@/lib/accounts/client-ip";
// @ts-expect-error plain ESM script without types
import { CLIENT_ADDRESS_HEADER, clientAddress, installClientAddressHook, trustedHops } from "./client-address.mjs";

describe("clientAddress", () => {
  it("with no trusted proxy (the default) is the socket's address, whatever the headers say", () => {
    expect(clientAddress({ forwardedFor: "6.6.6.6", socketAddress: "203.0.113.7" })).toBe("203.0.113.7");
    expect(clientAddress({ forwardedFor: "6.6.6.6, 7.7.7.7", socketAddress: "::ffff:203.0.113.7", hops: 0 })).toBe("203.0.113.7");
    expect(clientAddress({ socketAddress: "2001:db8::1" })).toBe("2001:db8::1");
  });

  it("behind N proxies is the N-th entry from the right: forged entries on the left are never read", () => {
    // client 198.51.100.9 → proxy (appends) → app; the client forged "6.6.6.6" in front.
    expect(clientAddress({ forwardedFor: "6.6.6.6, 198.51.100.9", socketAddress: "10.0.0.2", hops: 1 })).toBe("198.51.100.9");
    expect(clientAddress({ forwardedFor: "198.51.100.9", socketAddress: "10.0.0.2", hops: 1 })).toBe("198.51.100.9");
    // Two proxies: CDN then load balancer.
    expect(clientAddress({ forwardedFor: "6.6.6.6, 198.51.100.9, 172.16.0.5", socketAddress: "10.0.0.2", hops: 2 })).toBe("198.51.100.9");
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress({ forwardedFor: "", socketAddress: "10.0.0.2", hops: 3 })).toBe("10.0.0.2");
  });

  it("reads TRUST_PROXY_HOPS as a whole number, 0 when unset or wrong", () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops("2")).toBe(2);
    expect(trustedHops("-1")).toBe(0);
    expect(trustedHops("x")).toBe(0);
  });

  it("is the header the app reads", () => {
    expect(CLIENT_ADDRESS_HEADER).toBe(APP_HEADER);
  });
});

describe("the server hook", () => {
  const servers: http.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  it("stamps the socket's address over a forged header and a forged X-Forwarded-For", async () => {
    installClientAddressHook();
    const server = http.createServer((req, res) => res.end(String(req.headers[CLIENT_ADDRESS_HEADER])));
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { [CLIENT_ADDRESS_HEADER]: "6.6.6.6", "x-forwarded-for": "7.7.7.7" } });
    expect(await res.text()).toBe("127.0.0.1");
  });
});
