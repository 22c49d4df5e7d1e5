// Tests run outside React Server Components: `server-only` would throw there, so it is a no-op.
export {};
