// The share card of a product's page: its title and price under the leader's brand.
import { formatToman } from "@/lib/format";
import type { ShareCard } from "./share-card";

export function productShareCard(product: { title: string; price: number; leader: { name: string } }): ShareCard {
  return { title: product.title, lines: [formatToman(product.price)], brand: product.leader.name };
}
