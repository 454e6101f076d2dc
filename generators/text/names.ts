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

/** A corpus's span texts joined in one string, and where each begins in it. */
interface SpanText {
  spanTexts: readonly string[];
  joined: string;
  starts: readonly number[];
}

const spanTextMemo = createObjectMemo<CorpusView, SpanText>();

function spanTextOf(corpus: CorpusView): SpanText {
  return spanTextMemo(corpus, () => {
    const spanTexts = corpus.passages.flatMap((p) => p.spans.map((s) => s.text));
    const starts: number[] = [];
    let at = 0;
    for (const text of spanTexts) {
      starts.push(at);
      at += text.length + 1;
    }
    return { spanTexts, joined: spanTexts.join('\n'), starts };
  });
}

/** The texts of the spans that hold `name`, in corpus order: one search of the joined text, not one per span. */
function spansHolding(name: string, corpus: CorpusView): string[] {
  const { spanTexts, joined, starts } = spanTextOf(corpus);
  if (name === '') return [...spanTexts];
  const out: string[] = [];
  let span = 0;
  let last = -1;
  for (let at = joined.indexOf(name); at >= 0; at = joined.indexOf(name, at + 1)) {
    while (span + 1 < starts.length && starts[span + 1] <= at) span++;
    // A hit across the newline that joins two spans is in neither.
    if (span !== last && spanTexts[span].includes(name)) out.push(spanTexts[span]);
    last = span;
  }
  return out;
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
function mostlyWithArticle(name: string, corpus: CorpusView): boolean {
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
