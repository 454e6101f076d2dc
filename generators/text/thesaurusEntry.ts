/** Entries of the project thesaurus: a pattern in context and the rewordings that keep its meaning there. */

/** One thesaurus entry: where it applies (whole match is replaced) and the rewordings to choose from. */
export interface ThesaurusEntry {
  pattern: RegExp;
  replacements: readonly string[];
}

/** Builds an entry from its pattern (global) and one or more rewordings. */
export const thesaurusEntry = (pattern: RegExp, ...replacements: string[]): ThesaurusEntry => ({ pattern, replacements });
