// Tailwind 4 reads its theme from app/globals.css (@theme); this file only names the sources
// for editors and tools that still look for it.
const config = { content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}"] };
export default config;
