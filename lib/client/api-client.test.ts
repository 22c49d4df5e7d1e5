import { describe, expect, expectTypeOf, it, vi } from "vitest";
import type * as C from "@/lib/accounts/contracts";
import { ApiClientError, callError, createApiClient, FORBIDDEN_ERROR, GENERIC_ERROR, type CodesOf } from "./api-client";
import { buildPath, buildQuery, MissingParameterError, urlOf } from "./endpoint";
import * as accounts from "./endpoints/accounts";
import * as comments from "./endpoints/comments";
import * as profile from "./endpoints/profile";
import * as reference from "./endpoints/reference";
import * as tickets from "./endpoints/tickets";
import * as tours from "./endpoints/tours";
import * as wallet from "./endpoints/wallet";

function harness(answer: Response | (() => Promise<Response>)) {
  const fetch = vi.fn(typeof answer === "function" ? answer : async () => answer.clone());
  const showError = vi.fn();
  const signOut = vi.fn();
  const client = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, showError, signOut });
  return { client, fetch, showError, signOut };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const sent = (fetch: ReturnType<typeof harness>["fetch"]) => fetch.mock.calls[0] as unknown as [string, RequestInit];

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
    expect(
      buildQuery({ "Resource.Title": "کوه", Page: 1, PageSize: undefined, Empty: "", Ids: [1, 2], From: since }),
    ).toBe("?Resource.Title=%DA%A9%D9%88%D9%87&Page=1&Ids=1&Ids=2&From=2024-01-01T00%3A00%3A00.000Z");
    expect(buildQuery({})).toBe("");
  });

  it("builds a contract's URL from its path, parameters and query", () => {
    expect(urlOf(tickets.ticketPdfContract, { params: { trackingId: "AB 12", mobile: "09120000003" } })).toBe(
      "/api/tour/ticket/tracking/AB%2012/mobile/09120000003/pdf",
    );
    expect(
      urlOf(tours.searchToursContract, {
        query: { "Resource.Title": "کوه & دشت", Page: 2, "Resource.IsDraft": false },
      }),
    ).toBe("/api/Tour/search?Resource.Title=%DA%A9%D9%88%D9%87+%26+%D8%AF%D8%B4%D8%AA&Page=2&Resource.IsDraft=false");
  });
});

describe("calls by contract", () => {
  it("takes the method and path from the contract, fills the parameters and encodes the query", async () => {
    const { client, fetch } = harness(json(200, { result: [], totalCount: 0 }));
    await client.call(comments.listCommentsContract, { params: { tourId: 42 }, query: { Page: 2, PageSize: 5 } });
    const [url, init] = sent(fetch);
    expect(url).toBe("/api/Tours/42/comments?Page=2&PageSize=5");
    expect(init.method).toBe("GET");
    expect(init.body).toBeUndefined();
  });

  it("sends the body as JSON with the session cookie and returns the parsed answer", async () => {
    const { client, fetch } = harness(json(200, { token: "t", role: "Leader" }));
    const answer = await client.call(accounts.loginContract, {
      body: { username: "09120000003", password: "secret-1" },
      anonymous: true,
    });
    expect(answer).toEqual({ token: "t", role: "Leader" });
    const [url, init] = sent(fetch);
    expect(url).toBe("/api/Users/Login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect((init.headers as Record<string, string>)["content-type"]).toBe("application/json");
    expect(init.body).toBe('{"username":"09120000003","password":"secret-1"}');
  });

  it("sends a multipart contract's fields as FormData so the browser sets the boundary", async () => {
    const { client, fetch } = harness(json(200, { photos: [] }));
    const photo = new File(["x"], "a.jpg", { type: "image/jpeg" });
    await client.call(tours.addPhotoContract, {
      params: { tourId: 3 },
      body: { Photo: photo, Order: 2 },
      notify: false,
    });
    const [url, init] = sent(fetch);
    expect(url).toBe("/api/tour/3/Photo");
    expect(init.body).toBeInstanceOf(FormData);
    const form = init.body as FormData;
    expect((form.get("Photo") as File).name).toBe("a.jpg");
    expect(form.get("Order")).toBe("2");
    expect((init.headers as Record<string, string>)["content-type"]).toBeUndefined();
  });

  it("answers a file contract with a Blob", async () => {
    const { client } = harness(
      new Response("%PDF-1.7", { status: 200, headers: { "content-type": "application/pdf" } }),
    );
    const pdf = await client.call(tickets.ticketPdfContract, {
      params: { trackingId: "T1", mobile: "09120000003" },
      anonymous: true,
    });
    expect(pdf).toBeInstanceOf(Blob);
    expect(await pdf.text()).toBe("%PDF-1.7");
  });

  it("sends nothing when a path parameter is missing", async () => {
    const { client, fetch, showError } = harness(json(200, {}));
    const tourId = undefined as unknown as number;
    await expect(client.call(tours.editTourContract, { params: { tourId } })).rejects.toThrow(
      "Required parameter tourId was null or undefined when calling GET /api/Tour/{tourId}/edit",
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(showError).not.toHaveBeenCalled();
  });

  it("types what a call takes and answers from its contract", () => {
    const { client } = harness(json(200, {}));
    const login = () => client.call(accounts.loginContract, { body: { username: "", password: "" } });
    const pdf = () => client.call(tickets.ticketPdfContract, { params: { trackingId: "", mobile: "" } });
    expectTypeOf(login).returns.resolves.toHaveProperty("token");
    expectTypeOf(pdf).returns.resolves.toEqualTypeOf<Blob>();
    // Never run: each line below must fail the type check (tsc --noEmit covers this file).
    const wrong = () => {
      // @ts-expect-error a body field of the wrong type
      void client.call(accounts.loginContract, { body: { username: 9120000003, password: "" } });
      // @ts-expect-error a required body field missing
      void client.call(accounts.loginContract, { body: { username: "09120000003" } });
      void client.call(comments.addCommentContract, {
        params: { tourId: 1 },
        // @ts-expect-error a body field the contract does not have
        body: { fullName: "a", text: "b", rating: 5 },
      });
      // @ts-expect-error the path parameter missing
      void client.call(tours.editTourContract, {});
      // @ts-expect-error a path parameter the path does not have
      void client.call(tours.editTourContract, { params: { id: 1 } });
      // @ts-expect-error a query key the contract does not have
      void client.call(comments.listCommentsContract, { params: { tourId: 1 }, query: { Pgae: 2 } });
      // @ts-expect-error a body on a call without one
      void client.call(reference.listProvincesContract, { body: {} });
      // @ts-expect-error a multipart file field given as text
      void client.call(profile.uploadProfilePhotoContract, { body: { Photo: "a.jpg" } });
      // @ts-expect-error an endpoint whose path differs from its contract's
      const renamed: typeof wallet.balanceContract = { method: "GET", path: "/api/Users/Self/balances" };
      void renamed;
    };
    expect(typeof wrong).toBe("function");
  });
});

describe("the error catalogue", () => {
  it("401 signs out (once for parallel calls) and shows no toast", async () => {
    const { client, signOut, showError } = harness(json(401, { errors: ["ابتدا وارد حساب کاربری خود شوید."] }));
    const calls = await Promise.allSettled([client.call(profile.getSelfContract), client.call(wallet.balanceContract)]);
    expect(calls.every((c) => c.status === "rejected" && (c.reason as ApiClientError).status === 401)).toBe(true);
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(showError).not.toHaveBeenCalled();
  });

  it("401 on an anonymous call (wrong password) shows the server's message instead", async () => {
    const { client, signOut, showError } = harness(json(401, { errors: ["نام کاربری یا رمز عبور اشتباه است"] }));
    await expect(
      client.call(accounts.loginContract, { anonymous: true, body: { username: "09120000003", password: "wrong-1" } }),
    ).rejects.toBeInstanceOf(ApiClientError);
    expect(signOut).not.toHaveBeenCalled();
    expect(showError).toHaveBeenCalledWith("نام کاربری یا رمز عبور اشتباه است");
  });

  it("403 shows 'عدم دسترسی!'", async () => {
    const { client, showError } = harness(json(403, { errors: ["something else"] }));
    await expect(client.call(reference.listProvincesContract)).rejects.toMatchObject({
      status: 403,
      errors: [FORBIDDEN_ERROR],
    });
    expect(showError.mock.calls).toEqual([["عدم دسترسی!"]]);
  });

  it("shows each server error as its own toast", async () => {
    const { client, showError } = harness(json(400, { errors: ["نام الزامی است", "موبایل معتبر نیست"] }));
    await expect(
      client.call(accounts.changePasswordContract, { body: { currentPassword: "a", newPassword: "b" } }),
    ).rejects.toMatchObject({ status: 400 });
    expect(showError.mock.calls).toEqual([["نام الزامی است"], ["موبایل معتبر نیست"]]);
  });

  it("falls back to a generic toast without an errors list, or when the network fails", async () => {
    const broken = harness(new Response("<html>bad gateway</html>", { status: 502 }));
    await expect(broken.client.call(reference.listProvincesContract)).rejects.toMatchObject({
      status: 502,
      errors: [GENERIC_ERROR],
    });
    expect(broken.showError.mock.calls).toEqual([[GENERIC_ERROR]]);

    const offline = harness(() => Promise.reject(new TypeError("Failed to fetch")));
    await expect(offline.client.call(reference.listProvincesContract)).rejects.toMatchObject({ status: 0 });
    expect(offline.showError.mock.calls).toEqual([[GENERIC_ERROR]]);
  });

  it("stays quiet when the page shows the failure itself", async () => {
    const { client, showError } = harness(json(422, { errors: ["لینک منقضی شده است"] }));
    await expect(
      client.call(accounts.verifyUserMailContract, { body: { token: "t" }, notify: false }),
    ).rejects.toMatchObject({ errors: ["لینک منقضی شده است"] });
    expect(showError).not.toHaveBeenCalled();
  });
});

describe("a failure's codes, typed from the endpoint's contract", () => {
  it("narrows to the call's declared codes and the wrapper's, and passes anything else through as null", () => {
    const failure = new ApiClientError(422, ["کد ورود لازم است"], ["login_code_required"]);
    const typed = callError(failure, accounts.loginContract);
    expect(typed?.codes).toEqual(["login_code_required"]);
    expectTypeOf(typed!.codes).toEqualTypeOf<readonly CodesOf<typeof C.loginContract>[]>();
    expectTypeOf<"login_code_required">().toExtend<CodesOf<typeof C.loginContract>>();
    expectTypeOf<"invalid_input">().toExtend<CodesOf<typeof C.loginContract>>();
    // A code the login does not declare is a type error, not a branch that never runs.
    expectTypeOf<"seat_taken">().not.toExtend<CodesOf<typeof C.loginContract>>();
    // @ts-expect-error — seat_taken is the reservation's code, never the login's.
    void typed?.codes.includes("seat_taken");
    expect(callError(new Error("network"), accounts.loginContract)).toBeNull();
  });
});
