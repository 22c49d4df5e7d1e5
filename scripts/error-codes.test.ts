// The check that keeps the contracts' `errors` true to the code (scripts/error-codes.mjs): on a small
// tree of its own (a route, its contract, the service it calls) it names the route, the code and the
// file of a throw the contract does not declare; on this tree it finds nothing, fast.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { errorCodeProblems } from "./error-codes.mjs";

const SERVICE = `import "server-only";
import { conflict, notFound } from "@/lib/http/errors";
import { MESSAGES } from "./messages";
import { LIMIT } from "./limits";

export function getCampaign(id: number) {
  if (id === 0) throw notFound(MESSAGES.notFound, "campaign_not_found");
  if (id < 0) throw conflict(MESSAGES.taken, "discount_code_taken");
  return { id, limit: LIMIT };
}
`;
const CONTRACTS = (errors: string) => `import type { Contract } from "@/lib/http/contract";

const titled = (path: string) => ({
  remove: { method: "DELETE", path: \`/api/\${path}/{id}\`, errors: ${errors} } satisfies Contract,
});
export const campaignContracts = titled("Campaign");
export const getCampaignContract = {
  method: "GET",
  path: "/api/Campaign/{id}",
  summary: "کمپین (با «نقل‌قول» و {آکولاد})",
  errors: ${errors},
} satisfies Contract;
`;
const ROUTE = `import { route } from "@/lib/http/route";
import { campaignContracts, getCampaignContract as contract } from "@/lib/discounts/contracts";
import { getCampaign } from "@/lib/discounts/get-campaign";

export const GET = route(contract, ({ params }) => getCampaign(params.id));
export const DELETE = route(campaignContracts.remove, ({ params }) => getCampaign(params.id));
`;

let root = "";
function tree(files: Record<string, string>) {
  root = mkdtempSync(path.join(os.tmpdir(), "error-codes-"));
  const all: Record<string, string> = {
    "lib/http/error-catalogue.json": JSON.stringify({
      campaign_not_found: [404],
      discount_code_taken: [409],
      new_code: [404],
      over_limit: [409],
      not_found: [404],
      server_error: [500],
    }),
    "lib/http/openapi.ts": `export const ANY_OPERATION_CODES = ["not_found", "server_error"] as const;\n`,
    "lib/http/route.ts": `throw new ApiError(404, [HTTP_MESSAGES.notFound], "not_found");\n`,
    "lib/discounts/messages.ts": `export const MESSAGES = { notFound: "یافت نشد", taken: "تکراری" };\n`,
    "lib/discounts/get-campaign.ts": SERVICE,
    // Only a constant of this module is used: its throw is not reached.
    "lib/discounts/limits.ts": `export const LIMIT = 10;\n\nexport function check(n: number) {\n  if (n > LIMIT) throw conflict(M.over, "over_limit");\n}\n`,
    "lib/discounts/contracts.ts": CONTRACTS(`["campaign_not_found", "discount_code_taken"]`),
    "app/api/campaign/[id]/route.ts": ROUTE,
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return errorCodeProblems(root);
}

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("error-code declarations (scripts/error-codes.mjs)", () => {
  it("passes a tree whose contracts (a constant, a factory's member) declare what their routes' code throws", () => {
    expect(tree({})).toEqual([]);
  });

  it("follows the names the code uses: a function of the module brings its throws, a constant does not", () => {
    const uses = (call: string) =>
      tree({
        "lib/discounts/get-campaign.ts": SERVICE.replace("limit: LIMIT", `limit: ${call}`).replace(
          "{ LIMIT }",
          "{ LIMIT, check }",
        ),
      });
    expect(uses("LIMIT")).toEqual([]);
    expect(uses("check(id)")).toEqual([
      expect.stringMatching(/GET .*"over_limit" \(thrown in lib\/discounts\/limits\.ts\)/),
      expect.stringMatching(/DELETE .*"over_limit" \(thrown in lib\/discounts\/limits\.ts\)/),
    ]);
  });

  it("fails on a new `notFound(msg, code)` the contract does not declare, naming the route, the code and the file", () => {
    const problems = tree({
      "lib/discounts/get-campaign.ts": SERVICE.replace(
        "  return { id, limit: LIMIT };",
        '  if (id > 100) throw notFound(MESSAGES.notFound, "new_code");\n  return { id, limit: LIMIT };',
      ),
    });
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain("/api/campaign/[id] GET");
    expect(problems[0]).toContain('"new_code"');
    expect(problems[0]).toContain("lib/discounts/get-campaign.ts");
    expect(problems[0]).toContain("lib/discounts/contracts.ts getCampaignContract");
    expect(problems[1]).toContain("/api/campaign/[id] DELETE");
    expect(problems[1]).toContain("lib/discounts/contracts.ts titled.remove");
  });

  it("fails on a code one route declares that only another route's helper throws (the refund rule's delete)", () => {
    const service = `${SERVICE}
export function removeCampaign(id: number) {
  if (id === 0) throw notFound(MESSAGES.notFound, "campaign_not_found");
  return { id };
}
`;
    const route = ROUTE.replace("{ getCampaign }", "{ getCampaign, removeCampaign }").replace(
      "remove, ({ params }) => getCampaign(params.id)",
      "remove, ({ params }) => removeCampaign(params.id)",
    );
    expect(route).toContain("DELETE = route(campaignContracts.remove, ({ params }) => removeCampaign");
    expect(tree({ "lib/discounts/get-campaign.ts": service, "app/api/campaign/[id]/route.ts": route })).toEqual([
      expect.stringMatching(
        /DELETE .*titled\.remove\) declares "discount_code_taken", which nothing the route reaches throws/,
      ),
    ]);
  });

  it("fails on a declared code nothing throws any more, an uncatalogued code, a code under another status", () => {
    expect(tree({ "lib/discounts/contracts.ts": CONTRACTS(`["campaign_not_found"]`) })).toEqual([
      expect.stringMatching(/GET .*"discount_code_taken" \(thrown in lib\/discounts\/get-campaign\.ts\)/),
      expect.stringMatching(/DELETE .*"discount_code_taken" \(thrown in lib\/discounts\/get-campaign\.ts\)/),
    ]);
    expect(
      tree({ "lib/discounts/contracts.ts": CONTRACTS(`["campaign_not_found", "discount_code_taken", "new_code"]`) }),
    ).toEqual([
      expect.stringMatching(/GET .*declares "new_code", which nothing the route reaches throws/),
      expect.stringMatching(/DELETE .*declares "new_code", which nothing the route reaches throws/),
    ]);
    const service = SERVICE.replace(
      'conflict(MESSAGES.taken, "discount_code_taken")',
      'conflict(MESSAGES.taken, "code_typo")',
    );
    expect(tree({ "lib/discounts/get-campaign.ts": service }).join("\n")).toMatch(
      /"code_typo" \(thrown in lib\/discounts\/get-campaign\.ts\) is not in lib\/http\/error-catalogue\.json/,
    );
    const status = SERVICE.replace(
      'notFound(MESSAGES.notFound, "campaign_not_found")',
      'conflict(MESSAGES.taken, "campaign_not_found")',
    );
    expect(tree({ "lib/discounts/get-campaign.ts": status }).join("\n")).toMatch(
      /"campaign_not_found" is answered 409 in lib\/discounts\/get-campaign\.ts; .* gives it 404/,
    );
  });

  it("fails on a code the wrapper throws that no call lists", () => {
    const problems = tree({
      "lib/http/route.ts": `throw new ApiError(404, [HTTP_MESSAGES.notFound], "new_code");\n`,
    });
    expect(problems).toEqual([
      expect.stringMatching(/the route wrapper: "new_code" \(thrown in lib\/http\/route\.ts\)/),
    ]);
  });

  it("finds nothing on this tree, in well under 5 seconds of CPU", () => {
    // CPU, not wall time: the machine this runs on may be busy with other test files.
    const started = process.cpuUsage();
    root = mkdtempSync(path.join(os.tmpdir(), "error-codes-")); // for afterEach
    expect(errorCodeProblems(path.resolve(import.meta.dirname, ".."))).toEqual([]);
    const { user, system } = process.cpuUsage(started);
    expect((user + system) / 1000).toBeLessThan(5000);
  });

  it("follows a call through a table installed at start (INDIRECT), as the code does at run time", () => {
    const problems = tree({
      "lib/discounts/get-campaign.ts": SERVICE.replace("limit: LIMIT", "limit: getBillPurpose()").replace(
        'import { LIMIT } from "./limits";',
        'import { getBillPurpose } from "@/lib/payments/bill-purposes";',
      ),
      "lib/payments/bill-purposes.ts": `let installed: unknown;\n\nexport function getBillPurpose() {\n  return installed;\n}\n`,
      "lib/wiring/bill-purposes.ts": `import { onPaid } from "@/lib/discounts/limits";\n\nexport const billPurposes = { onPaid };\n`,
      "lib/discounts/limits.ts": `export function onPaid() {\n  throw conflict(M.over, "over_limit");\n}\n`,
    });
    expect(problems.join("\n")).toMatch(/GET .*"over_limit" \(thrown in lib\/discounts\/limits\.ts\)/);
  });
});
