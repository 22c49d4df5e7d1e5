// Holds each JSON answer an integration test receives to the OpenAPI document: the schema its
// operation declares for that status (lib/http/openapi.ts `operation`), as a JSON Schema validator
// (Ajv, draft 2020-12) reads it: a property the schema does not list, a value off its format or
// pattern, a status the operation does not declare, all fail the test.
import { Ajv2020, type ValidateFunction } from "ajv/dist/2020";
import addFormatsModule from "ajv-formats";
import type { Contract } from "@/lib/http/contract";
import { ERROR_SCHEMA, operation } from "@/lib/http/openapi";

const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

type Responses = Record<string, { content?: Record<string, { schema?: { $ref?: string } }> } | undefined>;
const validators = new WeakMap<Contract, Map<number, ValidateFunction | null>>();

/** The validator of the operation's JSON answer for `status`, or null when it declares no such answer. */
function validatorFor(contract: Contract, status: number): ValidateFunction | null {
  let byStatus = validators.get(contract);
  if (!byStatus) validators.set(contract, (byStatus = new Map()));
  if (!byStatus.has(status)) {
    const responses = operation(contract).responses as unknown as Responses;
    const schema = responses[String(status)]?.content?.["application/json"]?.schema;
    byStatus.set(status, schema ? ajv.compile(schema.$ref ? ERROR_SCHEMA : schema) : null);
  }
  return byStatus.get(status)!;
}

/** The problems of a JSON answer against the document, one line each (none: it matches). */
export function documentProblems(contract: Contract, status: number, body: unknown): string[] {
  const validate = validatorFor(contract, status);
  if (!validate) return [`the operation declares no JSON answer with status ${status}`];
  if (validate(body)) return [];
  return (validate.errors ?? []).map(
    (e) =>
      `${e.instancePath || "(answer)"} ${e.message}${e.params && "additionalProperty" in e.params ? `: ${String(e.params.additionalProperty)}` : ""}`,
  );
}
