// ESM side of scripts/eslint-typescript.cjs: `import("typescript")` resolves to the `typescript5`
// alias (TypeScript 5.9, which still has the JavaScript compiler API; the project's TypeScript 7 has
// none). Registered by scripts/check-dependencies.mjs for dependency-cruiser, which imports TypeScript
// to read tsconfig.json and to transpile the sources it cruises.
export async function resolve(specifier, context, next) {
  if (specifier === "typescript" || specifier.startsWith("typescript/"))
    specifier = specifier.replace(/^typescript/, "typescript5");
  return next(specifier, context);
}
