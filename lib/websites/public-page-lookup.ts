// The bridge from proxy.ts to the existence lookup of public pages (lib/websites/public-page-exists.ts):
// proxy.ts may not import the server's modules (Prisma), so instrumentation.ts hands the lookup over at
// start-up (lib/shared/server-loader.ts). Imports nothing of the server.
import { serverLoader } from "@/lib/shared/server-loader";
import type { PublicPageId } from "./public-page-id";

const loader = serverLoader<PublicPageId, boolean>("public-page-exists");
export const providePublicPageLookup = loader.provide;
export const lookUpPublicPage = loader.load;

/**
 * Where proxy.ts sends a page whose ids do not exist: one fixed path, whose 404 Next renders once and keeps
 * (the platform's 404, through app/[leaderId]), so any number of unknown ids costs one cached page, not a render each.
 */
export const UNKNOWN_PAGE_SEGMENT = "_unknown";
