/**
 * What a sentence or the corpus says a name is, by the title or description written with it (`Carmaker Voltaro
 * Motors`, `the cloud provider Stratus Cloud`, `X, a former doctor,`): a swap that leaves one name's description on
 * another must find the corpus describing the new name the same way.
 */
import type { EntityMention } from '../../datasets/types.ts';
import type { CorpusView } from '../types.ts';
import { containsPhrase } from './phrases.ts';
import { nameUnits } from './roleNames.ts';
import { createOwnedMemo } from './textMemo.ts';

/** A name's description in a sentence: its words (article dropped, lower-cased), or `tangled` when it cannot be told. */
export type Description = { words: string } | 'tangled';

/** The description `name` stands with in `sentence`, or null when it stands bare (or with an article only). */
export function descriptionIn(sentence: string, name: string, entities: readonly EntityMention[]): Description | null {
  const unit = nameUnits(sentence, entities).find((u) => u.name === name);
  if (unit === undefined) return null;
  const at = sentence.indexOf(name, unit.start);
  if (unit.tangled) {
    // A title opening the sentence (`Chief executive Ada Lin`) is tangled for a move inside a sentence, but its words
    // are plain; a description after the name or with no clear start is not.
    const lead = sentence.slice(0, at).trim();
    return /^,/.test(sentence.slice(at + name.length)) || !/^[A-Z][a-z-]*(?: [a-z-]+){0,3}$/.test(lead) ? 'tangled' : { words: lead.toLowerCase() };
  }
  const words = sentence.slice(unit.start, at).trim().replace(/^(?:the|a|an)\b\s*/i, '').toLowerCase();
  return words === '' ? null : { words };
}

const descriptionsMemo = createOwnedMemo<CorpusView, ReadonlySet<string>>();

/** Every description the corpus writes with `name` (`Steelmaker Ruhrstahl` → `steelmaker`), lower-cased. */
function corpusDescriptions(name: string, corpus: CorpusView): ReadonlySet<string> {
  return descriptionsMemo(corpus, name, () => {
    const found = new Set<string>();
    for (const passage of corpus.passages) {
      if (!passage.entities.some((e) => e.text === name)) continue;
      for (const span of passage.spans) {
        if (!containsPhrase(span.text, name)) continue;
        const d = descriptionIn(span.text, name, passage.entities);
        if (d !== null && d !== 'tangled') found.add(d.words);
      }
    }
    return found;
  });
}

/**
 * Whether `newName` may take the place of `oldName` in `sentence`: the old name stands bare, or with a description
 * the corpus also writes with the new name (`Chief executive X` → `Chief executive Y` where Y is some firm's chief
 * executive; never `The cloud provider Taiyang Fabrication` of a solar maker, nor `Duchess Samuel Bright`).
 */
export function descriptionFits(sentence: string, oldName: string, newName: string, entities: readonly EntityMention[], corpus: CorpusView): boolean {
  const d = descriptionIn(sentence, oldName, entities);
  if (d === null) return true;
  return d !== 'tangled' && corpusDescriptions(newName, corpus).has(d.words);
}
