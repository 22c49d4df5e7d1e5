// The address of a page's share card with its version: the page's og:image when it has no photo.
import { urlOf } from "@/lib/client/endpoint";
import { shareCardContract } from "@/lib/client/endpoints/share-cards";
import { shareCardVersion, type ShareCard, type ShareCardKind } from "./share-card";

export function shareCardUrl(kind: ShareCardKind, id: number, card: ShareCard): string {
  return urlOf(shareCardContract, { params: { kind, id }, query: { v: shareCardVersion(card) } });
}
