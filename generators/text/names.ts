/**
 * How the corpus writes a name: with or without `the` (`the Pacific Ocean`, `the Harbour Lions`, but `Harlow Bank`).
 */
import type { CorpusView } from '../types.ts';
import { escapeRegExp } from './phrases.ts';
import { createObjectMemo, createOwnedMemo } from './textMemo.ts';

const articleMemo = createObjectMemo<CorpusView, ReadonlyMap<string, boolean>>();

function indexArticles(corpus: CorpusView): Map<string, boolean> {
  const out = new Map<string, boolean>();
  for (const passage of corpus.passages) {
    for (const e of passage.entities) {
      if (out.get(e.text) === true) continue;
      const re = new RegExp(`\\b[Tt]he ${escapeRegExp(e.text)}(?![\\p{L}\\p{N}])`, 'u');
      out.set(e.text, passage.spans.some((s) => re.test(s.text)));
    }
  }
  return out;
}

/** Whether a name is written after `the` in a passage that annotates it. */
export function takesArticle(name: string, corpus: CorpusView): boolean {
  return articleMemo(corpus, () => indexArticles(corpus)).get(name) ?? false;
}

const spanTextsMemo = createObjectMemo<CorpusView, readonly string[]>();

/** The texts of the spans that hold `name`, in corpus order. */
function spansHolding(name: string, corpus: CorpusView): string[] {
  const texts = spanTextsMemo(corpus, () => corpus.passages.flatMap((p) => p.spans.map((s) => s.text)));
  return texts.filter((text) => text.includes(name));
}

/** Whether `the` comes before `name` in more of its whole-word uses in `texts` than not. */
function mostlyAfterArticle(name: string, texts: readonly string[]): boolean {
  const re = new RegExp(`(?<![\\p{L}\\p{N}])(?:([Tt]he) )?${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'gu');
  let withArticle = 0;
  let without = 0;
  for (const text of texts) {
    for (const m of text.matchAll(re)) {
      if (m[1] !== undefined) withArticle++;
      else without++;
    }
  }
  return withArticle > without;
}

const usageMemo = createOwnedMemo<CorpusView, boolean>();

/** Whether the corpus writes a name after `the` more often than without it (`the Brightwater Solar deal` is a modifier). */
export function mostlyWithArticle(name: string, corpus: CorpusView): boolean {
  return usageMemo(corpus, name, () => {
    // Most spans do not hold the name at all: a plain search rules them out before the regex runs, and a name no span
    // holds needs no regex (compiling one per name costs more than the searches).
    const holding = spansHolding(name, corpus);
    return holding.length > 0 && mostlyAfterArticle(name, holding);
  });
}

/** The name as it reads inside a sentence: `the Coastal Geography Institute`, `Harlow Bank`. */
export function nameInSentence(name: string, corpus: CorpusView): string {
  return mostlyWithArticle(name, corpus) ? `the ${name}` : name;
}
