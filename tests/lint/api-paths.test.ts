// The typed client's lint rule (eslint.config.mjs; docs/api-contract.md, "Typed client"): an API path
// spelt outside its contract fails `npm run lint`, in the places the rule must cover and not in the
// few it excepts. Runs the project's own ESLint config on snippets.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd(), overrideConfigFile: "eslint.config.mjs" });

async function apiPathErrors(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-syntax").length;
}

describe("no API path outside the contracts and the client", () => {
  it("refuses string and template literals in components, pages, app and server code", async () => {
    const code =
      'export const a = "/api/Tour/search";\nexport const b = (id: number) => `/api/tour/${id}/places`;\nexport const c = "/API/users/self";\n';
    for (const file of [
      "components/x/probe.ts",
      "pages/probe.tsx",
      "app/(dashboard)/probe.ts",
      "lib/tours/probe.ts",
      "app/api/tour/probe/route.ts",
    ]) {
      expect(await apiPathErrors(file, code), file).toBe(3);
    }
  }, 60_000);

  it("refuses a path in a JSX attribute and a dynamic import of exceljs in browser code", async () => {
    expect(
      await apiPathErrors(
        "components/x/probe.tsx",
        'export const L = () => <a href="/api/refunds/excel">x</a>;\nexport const x = () => import("exceljs");\n',
      ),
    ).toBe(2);
  }, 60_000);

  it("allows the contracts, the client, tests, and paths that only contain /api", async () => {
    const code = 'export const a = "/api/Tour/search";\n';
    for (const file of [
      "lib/tours/contracts.ts",
      "lib/client/endpoints/tours.ts",
      "lib/tours/probe.test.ts",
      "tests/api/probe.ts",
    ]) {
      expect(await apiPathErrors(file, code), file).toBe(0);
    }
    expect(
      await apiPathErrors(
        "components/x/probe.ts",
        'export const a = "/apiary";\nexport const b = "https://example.com/api/x";\n',
      ),
    ).toBe(0);
  }, 60_000);
});
