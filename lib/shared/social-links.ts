// A leader's social addresses as links (the site's footer, its link groups): what the leader typed in
// the profile may be a handle (@name), a bare name or a whole address.
const handleOf = (value: string) =>
  value
    .trim()
    .replace(/^@/, "")
    .replace(/^https?:\/\/[^/]+\//, "")
    .replace(/\/+$/, "");

export const whatsappLink = (mobile: string) => `https://wa.me/98${mobile.replace(/^0/, "")}`;
export const instagramLink = (handle: string) => `https://instagram.com/${handleOf(handle)}`;
export const telegramLink = (handle: string) => `https://t.me/${handleOf(handle)}`;
