// The signed-in user's profile (GET /api/Users/Self) as the shells and profile pages read it. The
// answer wraps it as leaderProfile, affiliateProfile (which marks an affiliate) or operatorProfile.
export interface Profile {
  id: number;
  username: string;
  email: string | null;
  firstName: string;
  lastName: string;
  fullName: string;
  nationalId: string | null;
  phone: string | null;
  instagram: string | null;
  telegram: string | null;
  brand: string | null;
  address: string | null;
  cityId: number | null;
  cityName: string | null;
  provinceId: number | null;
  shebaNumber: string | null;
  cartNumber: string | null;
  photo: string | null;
  photoNationalCard: string | null;
  photoPersonal: string | null;
  photoLicence: string | null;
  photoGuidanceCard: string | null;
  canLogin: boolean;
  identityDocsConfirmed?: boolean;
  rating?: number | null;
}

export interface SelfResponse {
  leaderProfile?: Profile | null;
  affiliateProfile?: Profile | null;
  operatorProfile?: Profile | null;
}

export interface SelfProfile {
  profile: Profile;
  isAffiliate: boolean;
}

export const PROFILE_QUERY_KEY = ["users", "self"] as const;

export function unwrapSelf(response: SelfResponse): SelfProfile | null {
  const profile = response.leaderProfile ?? response.affiliateProfile ?? response.operatorProfile;
  return profile ? { profile, isAffiliate: Boolean(response.affiliateProfile) } : null;
}

export function displayName(profile: Pick<Profile, "fullName" | "firstName" | "lastName">): string {
  return profile.fullName || `${profile.firstName} ${profile.lastName}`.trim();
}
