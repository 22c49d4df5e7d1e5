// What the affiliate pages read from GET /api/Tour/affiliate-search and /api/Tour/collaborations.
export interface SellableTour {
  id: number;
  title: string;
  tourType: string;
  photo: string | null;
  startCity: string | null;
  tags: string[];
  leader: { id: number; fullName: string; brand: string | null };
  nextSession: { id: number; startTime: string; endTime: string; price: number; placesLeft: number } | null;
  placesLeft: number;
  share: { shareIsInPercent: boolean; shareFromSalesToAffiliates: number; sharePerAdultTicket: number };
  maxSellCountFromCollaborators: number | null;
  soldByCollaborators: number;
  collaboratorPlacesLeft: number | null;
  isCollaborator: boolean;
  tourUrl: string;
  sellLink: string;
  sellsOnCredit: boolean;
}

export interface Paged<T> {
  result: T[];
  pageCount: number;
  totalItemCount: number;
}
