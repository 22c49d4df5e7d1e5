import { describe, expect, it, vi } from "vitest";
import { ApiClientError, buildPath, buildQuery, createApiClient, FORBIDDEN_ERROR, GENERIC_ERROR, MissingParameterError } from "./api-client";

function harness(answer: Response | (() => Promise<Response>)) {
  const fetch = vi.fn(typeof answer === "function" ? answer : async () => answer.clone());
  const showError = vi.fn();
  const signOut = vi.fn();
  const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, showError, signOut });
  return { client, fetch, showError, signOut };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("paths and queries", () => {
  it("fills and encodes path parameters", () => {
    expect(buildPath("/api/Tour/{tourId}/session/{id}", { tourId: 7, id: "a b" })).toBe("/api/Tour/7/session/a%20b");
  });

  it("refuses a missing path parameter, naming it and the call", () => {
    expect(() => buildPath("/api/Tour/{tourId}", { tourId: undefined }, "getTour")).toThrow(
      "Required parameter tourId was null or undefined when calling getTour",
    );
    expect(() => buildPath("/api/Tour/{tourId}", { tourId: null }, "getTour")).toThrow(MissingParameterError);
  });

  it("drops empty query values and repeats arrays", () => {
    const since = new Date("2024-01-01T00:00:00Z");
    expect(buildQuery({ "Resource.Title": "کوه", Page: 1, PageSize: undefined, Empty: "", Ids: [1, 2], From: since })).toBe(
      "?Resource.Title=%DA%A9%D9%88%D9%87&Page=1&Ids=1&Ids=2&From=2024-01-01T00%3A00%3A00.000Z",
    );
    expect(buildQuery({})).toBe("");
  });
});

describe("requests", () => {
  it("sends JSON with the session cookie and returns the parsed body", async () => {
    const { client, fetch } = harness(json(200, { token: "t", role: "Leader" }));
    const answer = await client.post("/api/Users/Login", { body: { username: "09120000003" } });
    expect(answer).toEqual({ token: "t", role: "Leader" });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/Users/Login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
    expect(init.body).toBe('{"username":"09120000003"}');
  });

  it("sends FormData untouched so the browser sets the multipart boundary", async () => {
    const { client, fetch } = harness(new Response(null, { status: 204 }));
    const form = new FormData();
    form.append("Photo", new Blob(["x"]), "a.jpg");
    await expect(client.post("/api/Users/Self/national-photo", { body: form })).resolves.toBeUndefined();
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect((init.headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("sends nothing when a path parameter is missing", async () => {
    const { client, fetch, showError } = harness(json(200, {}));
    await expect(client.get("/api/Tour/{tourId}", { params: { tourId: undefined }, call: "getTour" })).rejects.toThrow(
      "Required parameter tourId was null or undefined when calling getTour",
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });
});

describe("the error catalogue", () => {
  it("401 signs out (once for parallel calls) and shows no toast", async () => {
    const { client, signOut, showError } = harness(json(401, { errors: ["ابتدا وارد حساب کاربری خود شوید."] }));
    const calls = await Promise.allSettled([client.get("/api/Users/Self"), client.get("/api/Users/Self/balance")]);
    expect(calls.every((c) => c.status === "rejected" && (c.reason as ApiClientError).status === 401)).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it("401 on an anonymous call (wrong password) shows the server's message instead", async () => {
    const { client, signOut, showError } = harness(json(401, { errors: ["نام کاربری یا رمز عبور اشتباه است"] }));
    await expect(client.post("/api/Users/Login", { anonymous: true, body: {} })).rejects.toBeInstanceOf(ApiClientError);
    expect(signOut).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith("نام کاربری یا رمز عبور اشتباه است");
  });

  it("403 shows 'عدم دسترسی!'", async () => {
    const { client, showError } = harness(json(403, { errors: ["something else"] }));
    await expect(client.get("/api/Operator/panel-meta-data")).rejects.toMatchObject({ status: 403, errors: [FORBIDDEN_ERROR] });
    expect(showError.mock.calls).toEqual([["عدم دسترسی!"]]);
  });

  it("shows each server error as its own toast", async () => {
    const { client, showError } = harness(json(400, { errors: ["نام الزامی است", "موبایل معتبر نیست"] }));
    await expect(client.put("/api/Users/Self", { body: {} })).rejects.toMatchObject({ status: 400 });
    expect(showError.mock.calls).toEqual([["نام الزامی است"], ["موبایل معتبر نیست"]]);
  });

  it("falls back to a generic toast without an errors list, or when the network fails", async () => {
    const broken = harness(new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(broken.client.get("/api/Provinces")).rejects.toMatchObject({ status: 502, errors: [GENERIC_ERROR] });
    expect(broken.showError.mock.calls).toEqual([[GENERIC_ERROR]]);

    const offline = harness(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(offline.client.get("/api/Provinces")).rejects.toMatchObject({ status: 0 });
    expect(offline.showError.mock.calls).toEqual([[GENERIC_ERROR]]);
  });

  it("stays quiet when the page shows the failure itself", async () => {
    const { client, showError } = harness(json(422, { errors: ["لینک منقضی شده است"] }));
    await expect(client.put("/api/Users/VerifyUserMail", { notify: false })).rejects.toMatchObject({ errors: ["لینک منقضی شده است"] });
    expect(showError).not.toHaveBeenCalled();
  });
});
