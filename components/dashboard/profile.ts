// The signed-in user's profile (GET /api/Users/Self) as the shells and profile pages read it. The
// answer wraps it as leaderProfile, affiliateProfile (which marks an affiliate) or operatorProfile.
import type { profileSchema } from "@/lib/profile/schemas";
import type { z } from "@/lib/validation/z";

export type Profile = z.output<typeof profileSchema>;

export interface SelfResponse {
  leaderProfile?: Profile;
  affiliateProfile?: Profile;
  operatorProfile?: unknown;
}

export interface SelfProfile {
  profile: Profile;
  isAffiliate: boolean;
}

export const PROFILE_QUERY_KEY = ["users", "self"] as const;

/** Leader or affiliate profile; null for operators (they have no dashboard profile). */
export function unwrapSelf(response: SelfResponse): SelfProfile | null {
  const profile = response.leaderProfile ?? response.affiliateProfile;
  return profile ? { profile, isAffiliate: Boolean(response.affiliateProfile) } : null;
}

export function displayName(profile: Pick<Profile, "fullName" | "firstName" | "lastName">): string {
  return profile.fullName || `${profile.firstName} ${profile.lastName}`.trim();
}
