import { foldPersianLetters } from "./fold-persian-letters";

// A stored text was typed on one keyboard: all Persian letters, or all Arabic ones (a leader on an
// Arabic-keyboard phone). A term is therefore looked up as typed (its «ئ» may be real: «مسئول»), folded
// to Persian letters, and in Arabic letters; at most four spellings, each a plain `contains`/ILIKE
// that keeps the column's index.
const ARABIC: Record<string, string> = { ی: "ي", ک: "ك" };

/** The spellings a database search asks for, so «علي», «علی» and «عليئ» find one another. */
export function searchSpellings(term: string): string[] {
  const persianKeepingHamza = term.replace(/[يى]/g, "ی").replace(/ك/g, "ک");
  const persian = foldPersianLetters(term);
  const arabic = (text: string) => text.replace(/[یک]/g, (c) => ARABIC[c]);
  return [...new Set([persianKeepingHamza, persian, arabic(persianKeepingHamza), arabic(persian)])];
}
