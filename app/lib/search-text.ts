/**
 * Lower case, accents removed, runs of white space made one: "Ação  Rápida" → "acao rapida".
 * The folding both sides of a help search match agree on (docs/decisions/0208-help-search.md):
 * the D1 query analysis (app/backend/d1/help-query.server.ts), the highlighting of matched
 * words and the key of a missed search (app/features/content/help/).
 */
export function foldForSearch(value: string): string {
  return value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase().replace(/\s+/g, " ").trim();
}
