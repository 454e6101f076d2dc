/** What the corpus thesaurus offers for a sentence, as its tests read it (names, figures and dates left unprotected). */
import { findThesaurusSubstitutions } from '../generators/text/thesaurus.ts';

/** Every rewording offered for `text`, each place's options joined by `|`, in text order. */
export const offered = (text: string): string[] => findThesaurusSubstitutions(text, [], (o) => o.join('|')).map((s) => s.replacement);
