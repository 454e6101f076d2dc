/**
 * Negations people write (the `full` repertoire of `negation`): an antonym in its context (`rose 12%` → `fell 12%`,
 * `approved` → `rejected`, `beat X` → `lost to X`, `a profit of` → `a loss of`), `failed to`, `refused to`, `denied
 * that`, `no longer` and `never`, each a grammatical sentence; the negation check decides which are kept.
 */
import {
  ANTONYMS, COMPARATIVE_DIFFERENCE, FAILABLE, NEGATORS, PRESENT_VERBS, REFUSABLE, TIME_ADVERB, VERB_BASE, antonymForm,
  breaksButContrast, opensFiniteClause,
} from './polarity.ts';
import { verbOfPast } from './verbForms.ts';
import { escapeRegExp } from './phrases.ts';
import { isAscii } from '../../engine/tokens.ts';
import { createTextMemo } from './textMemo.ts';

/** One candidate reversal of a sentence. */
export interface Reversal {
  text: string;
  how: string;
  edit: 'antonym' | 'failed-to' | 'refused-to' | 'denied' | 'no-longer' | 'never';
}

const splice = (text: string, start: number, end: number, by: string): string => text.slice(0, start) + by + text.slice(end);
const keepCase = (like: string, word: string): string => (/^[A-Z]/.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** Each antonym entry with the pattern of its word, built once (`matchAll` runs on a copy, so sharing one is safe). */
const ANTONYM_PATTERNS = ANTONYMS.map((entry) => ({
  entry, pattern: new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(entry.from)}(?![\\p{L}\\p{N}-])`, 'giu'),
  /** The word in lower case when ASCII: then an ASCII sentence holds a match only if its lower case holds this. */
  asciiLower: isAscii(entry.from) ? entry.from.toLowerCase() : undefined,
}));

/** Every antonym of the table that applies in context, with `a`/`an` before it made to agree. */
function antonymReversals(sentence: string): Reversal[] {
  const out: Reversal[] = [];
  // A plain search skips most patterns (each runs its lookbehind at every character); `/iu` folds a few non-ASCII
  // letters onto ASCII ones (`K`, Kelvin sign), so the search only stands in for ASCII text.
  const lower = isAscii(sentence) ? sentence.toLowerCase() : undefined;
  for (const { entry, pattern, asciiLower } of ANTONYM_PATTERNS) {
    if (lower !== undefined && asciiLower !== undefined && !lower.includes(asciiLower)) continue;
    for (const m of sentence.matchAll(pattern)) {
      const before = sentence.slice(0, m.index);
      const after = sentence.slice(m.index + m[0].length);
      if (!(entry.after?.test(after) ?? true) || !(entry.before?.test(before) ?? true) || (entry.notBefore?.test(before) ?? false)) continue;
      if (/^[A-Z]/.test(m[0]) && m.index > 0) continue;
      const to = antonymForm(entry.to, /([a-z]+)\s+$/i.exec(before)?.[1].toLowerCase());
      let text = splice(sentence, m.index, m.index + m[0].length, keepCase(m[0], to));
      const article = /\b(an?)\s+$/i.exec(before);
      if (article !== null) {
        const agreed = /^[aeiou]/i.test(to) ? 'an' : 'a';
        text = splice(text, article.index, article.index + article[1].length, keepCase(article[1], agreed));
      }
      out.push({ text, how: `${m[0]} → ${to}`, edit: 'antonym' });
    }
  }
  return out;
}

// Words that show the verb found is not the main verb of the sentence's subject.
const NOT_A_SUBJECT = /\b(?:who|which|that|whose|when|after|before|if|because|although|while|since|until|was|were|is|are|has|had|have|will|would|can|could|should|may|might|must|did|does|do|to|not|and|or)\b/i;

/** The main verb of a simple declarative sentence (the first known verb after a clean subject), or null. */
function mainVerb(sentence: string): { word: string; start: number; end: number } | null {
  for (const m of sentence.matchAll(/\b[a-z]+\b/g)) {
    const word = m[0];
    if (!VERB_BASE.has(word) && !PRESENT_VERBS.has(word) && word !== 'is' && word !== 'are') continue;
    // `Honey imports rose`: a verb right after means the word found was a noun.
    const following = /^\s+([a-z]+)/.exec(sentence.slice(m.index + word.length))?.[1];
    if (following !== undefined && (VERB_BASE.has(following) || /^(?:is|are|was|were|has|had|have|will|would)$/.test(following))) return null;
    // `Maintenance costs dropped`: a past verb after a present `-s` word makes that word a plural noun.
    if (following !== undefined && PRESENT_VERBS.has(word) && verbOfPast(following) !== undefined) return null;
    const subject = sentence.slice(0, m.index);
    // `left 280,000 houses without power`: a present `-s` word after a figure or a determiner is a plural noun.
    if (PRESENT_VERBS.has(word) && /(?:\d|\b(?:the|a|an|its|his|her|their|our|these|those|many|some|all))\s+$/i.test(subject)) continue;
    // Any earlier verb-like word (`merged`, `now`; `currently no longer` says it twice) means the word found is not
    // the subject's own main verb.
    const earlier = [...subject.matchAll(/\b[a-z]+\b/g)].map((w) => w[0]);
    if (m.index === 0 || NOT_A_SUBJECT.test(subject) || earlier.some((w) => VERB_BASE.has(w) || /ed$/.test(w) || /^(?:now|currently|presently|already|still|also|just)$/.test(w))) return null;
    return { word, start: m.index, end: m.index + word.length };
  }
  return null;
}

const DATED = /\b(?:1[0-9]{3}|20[0-9]{2})\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** Reversals of the main verb: `failed to`, `refused to`, `denied that`, `no longer`, `never`. */
function verbReversals(sentence: string): Reversal[] {
  const verb = mainVerb(sentence);
  // `paid for the study but did not analyse the data`: reversing one side leaves `but` contrasting nothing.
  if (verb === null || breaksButContrast(sentence, verb.start)) return [];
  const { word, start, end } = verb;
  const rest = sentence.slice(end);
  const base = VERB_BASE.get(word);
  const out: Reversal[] = [];
  const put = (by: string, edit: Reversal['edit']): void => {
    out.push({ text: splice(sentence, start, end, by), how: `${word} → ${by}`, edit });
  };
  // An object must follow (`signed the deal`): `published on 3 February` is a participle, not the main verb.
  const takesObject = /^\s+(?:the|a|an|its|his|her|their|our|[A-Z]|\d|[$€£])/.test(rest);
  if (base !== undefined && FAILABLE.has(word) && takesObject) put(`failed to ${base}`, 'failed-to');
  if (base !== undefined && REFUSABLE.has(word) && takesObject) put(`refused to ${base}`, 'refused-to');
  if (word === 'agreed' && /^\s+to\s/.test(rest)) put('refused', 'refused-to');
  // `said it would not appeal` → `denied that it would not appeal` is correct but hard to read: left to `did not say`.
  // `…, said Amadou Diallo.` attributes the clause before it: `…, denied that Amadou Diallo.` is not English.
  // Without `that`, what follows must be a clause: `confirmed its first exoplanet` → `denied that its first exoplanet` is no sentence.
  const complement = /^\s+that\s/.test(rest) || opensFiniteClause(rest);
  if ((word === 'said' || word === 'confirmed') && complement && !NEGATORS.test(rest) && !/,\s*$/.test(sentence.slice(0, start)) && /^\s+(?:that\s|the\s|a\s|an\s|it\s|its\s|he\s|she\s|they\s|his\s|her\s|their\s|[A-Z\d])/.test(rest)) {
    put(/^\s+that\s/.test(rest) ? 'denied' : 'denied that', 'denied');
  }
  // `has already confirmed`, `has been`: an auxiliary, not the verb `has`.
  // `uses 95% less water`: a comparative difference is a comparison, not a state that can stop.
  const comparative = COMPARATIVE_DIFFERENCE.test(rest);
  if (PRESENT_VERBS.has(word) && !comparative && !(word === 'has' && /^\s+(?:[a-z]+(?:ed|en)|been|already|also|now|just)\b/.test(rest))) put(`no longer ${word}`, 'no-longer');
  // `is no longer published by`, `is no longer home to`; not `is no longer 24.6 kilometres long` (a lasting measure).
  if ((word === 'is' || word === 'are') && /^\s+(?:[a-z]+(?:ed|en|ing)|home|open|available|part|run|based|listed|able)\b/.test(rest) && !/^\s+(?:expected|due|set|scheduled to)\b/.test(rest)) {
    put(`${word} no longer`, 'no-longer');
  }
  // `never` with a date reads wrong (`never opened on 2025-04-24`); the past simple takes it only undated.
  // `later never founded`: a time adverb before the verb places the event `never` denies.
  const placed = TIME_ADVERB.test(/([a-z]+)\s+$/i.exec(sentence.slice(0, start))?.[1] ?? '');
  if (base !== undefined && !DATED.test(sentence) && word !== 'said' && takesObject && !placed) put(`never ${word}`, 'never');
  return out;
}

/** `has/had/have` + participle → `… never …` (no `since`, which already bounds the time). */
const PARTICIPLES = new Set(['been', 'given', 'taken', 'made', 'done', 'won', 'lost', 'paid', 'sold', 'built', 'grown', 'fallen', 'risen', 'shown', 'written', 'begun', 'offered', 'agreed', 'used']);

function perfectReversals(sentence: string): Reversal[] {
  const m = /\b(has|have|had) ([a-z]+) /.exec(sentence);
  // Only a known participle: `had combined sales` is `had` + an adjective.
  if (m === null || /\bsince\b/i.test(sentence) || !(PARTICIPLES.has(m[2]) || VERB_BASE.has(m[2]))) return [];
  const at = m.index + m[1].length;
  return [{ text: `${sentence.slice(0, at)} never${sentence.slice(at)}`, how: `${m[1]} → ${m[1]} never`, edit: 'never' }];
}

const reversalsMemo = createTextMemo<readonly Reversal[]>();

/** Every candidate reversal of a sentence, antonyms first. */
export function reversalsOf(sentence: string): Reversal[] {
  const found = reversalsMemo(sentence, () => [...antonymReversals(sentence), ...verbReversals(sentence), ...perfectReversals(sentence)]);
  return found.map((r) => ({ ...r }));
}
