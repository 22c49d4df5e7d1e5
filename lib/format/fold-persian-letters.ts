// People type Persian on Arabic keyboards too (phones often ship one): «علي»/«كوه» with Arabic yeh and
// kaf, and «ئ» where «ی» is meant («پائیز»). Text compared in memory is folded on both sides with this;
// a database search cannot fold its columns without losing their indexes, so it asks for every spelling
// (search-spellings.ts), which is built from this same table.
const FOLDS: Record<string, string> = { ي: "ی", ى: "ی", ئ: "ی", ك: "ک" };

/** Arabic yeh/alef maksura/yeh with hamza become «ی», Arabic kaf becomes «ک»; every other character stays. */
export function foldPersianLetters(text: string): string {
  return text.replace(/[يىئك]/g, (c) => FOLDS[c]);
}
