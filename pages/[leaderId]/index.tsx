// /{leaderId}: a leader's public page on the platform host (profileUrl), with their shown tours
// (components/public/leader-page-route.tsx). A page of the Pages kind (docs/public-pages.md, "The rule"): served from the
// page cache without Next's client runtime, expired by the tags of what it shows. `config` must be in the route's file.
import type { PageConfig } from "next";
import { LeaderPageRoute } from "@/components/public/leader-page-route";
import { leaderPagePaths, leaderPageProps } from "@/lib/public-pages/leader-page";

export const config: PageConfig = { unstable_runtimeJS: false };

export const getStaticPaths = leaderPagePaths;
export const getStaticProps = leaderPageProps;

export default LeaderPageRoute;
