// After `npm install`: generate the Prisma client (offline; see scripts/prisma-generate.mjs).
import "./prisma-generate.mjs";
