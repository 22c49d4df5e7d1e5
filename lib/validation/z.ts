// The one zod instance of the project, configured once with the spec's Persian default messages.
// Import `z` from here (forms and route handlers alike) so that every error reads the same.
// `z.string()` of this namespace refuses NUL and other control characters (lib/validation/zod-namespace.ts).
import { MESSAGES, sizeMessage } from "./default-messages";
import * as z from "./zod-namespace";

export { MESSAGES };

z.config({
  customError: (issue) => {
    if (issue.input === undefined || issue.input === null) return MESSAGES.required;
    if (issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1)
      return MESSAGES.required;
    if (issue.code === "too_small" && issue.origin === "array" && Number(issue.minimum) === 1) return MESSAGES.required;
    // A limit a person can act on is named (issue 22: a too-long name said only "not valid").
    if (issue.code === "too_big" || issue.code === "too_small")
      return sizeMessage(
        issue.code,
        issue.origin,
        issue.code === "too_big" ? issue.maximum : issue.minimum,
        issue.inclusive !== false,
      );
    return MESSAGES.invalid;
  },
});

export { z };
export type { ZodType } from "zod";
