// JSON Schema (`oneOf`) for the rules that tie a body's fields together where a zod union would change
// the Persian messages (one refinement gives one clear text; a union answers "invalid" for the whole
// body). The schema keeps its refinement and attaches the shape with `.meta(...)`, so the OpenAPI
// document states the variants; lib/validation/variants.test.ts holds each against its refinement.
// A field is "given" when present and not blank (null, "" or only spaces), as the schemas read it.

type JsonSchema = Record<string, unknown>;

const BLANK = { anyOf: [{ type: "null" }, { type: "string", pattern: "^\\s*$" }] };

/** The object has `key`, not blank. */
export const given = (key: string): JsonSchema => ({ required: [key], properties: { [key]: { not: BLANK } } });

/** Exactly one of `keys` is given. */
export const exactlyOne = (...keys: string[]): JsonSchema => ({
  oneOf: keys.map((key) => ({
    allOf: [given(key), ...keys.filter((other) => other !== key).map((other) => ({ not: given(other) }))],
  })),
});

/** `rule` holds where `key` is `value`; otherwise anything (another value or none). */
export const whenField = (key: string, value: unknown, rule: JsonSchema): JsonSchema => {
  const matches = { required: [key], properties: { [key]: { const: value } } };
  return { oneOf: [{ allOf: [matches, rule] }, { not: matches }] };
};

/** `rule` holds unless `key` is given as `value` (a default that the rule follows). */
export const unlessField = (key: string, value: unknown, rule: JsonSchema): JsonSchema => {
  const matches = { required: [key], properties: { [key]: { const: value } } };
  return { oneOf: [matches, { allOf: [{ not: matches }, rule] }] };
};

/** Several such rules at once. */
export const allRules = (...rules: JsonSchema[]): JsonSchema => ({ allOf: rules });
