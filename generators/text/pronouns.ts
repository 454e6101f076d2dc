/**
 * Gendered pronouns and whom they point at, read as `decontextualise.ts` reads a sentence-opening `He`/`She`: a
 * pronoun points at the last person named before it (earlier in its sentence, else in the sentences before). A pronoun
 * after a person of its own sentence may still mean the person last named before that sentence (`Coach Imran Baig
 * said Southern Cross would release her`, after a sentence on Thandi Mokoena): both are kept as its readings. From that
 * reading: the pronouns a passage uses for a person, and the rule a predicate moved to a new person follows (its
 * pronouns must read as the new subject, point at no one the plan names, and agree with what the plan calls them).
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import { earlierEntities } from './nameForms.ts';
import type { CorpusView } from '../types.ts';
import type { SpanEvent } from './events.ts';
import { passageOfSpanId } from './fabrication.ts';
import { wholeWordOffsets } from './phrases.ts';
import { readsPlural } from './plurals.ts';
import { createOwnedMemo } from './textMemo.ts';

/** The gendered pronouns, each with the subject form that names its gender. */
const GENDER_OF: Readonly<Record<string, 'he' | 'she'>> = {
  he: 'he', him: 'he', his: 'he', himself: 'he', she: 'she', her: 'she', hers: 'she', herself: 'she',
};

const PRONOUN = /\b(?:he|him|his|himself|she|her|hers|herself)\b/gi;

/** One gendered pronoun of a text: its word as written, its gender and its offset. */
interface GenderedPronoun {
  word: string;
  gender: 'he' | 'she';
  at: number;
}

/** The gendered pronouns of `text`, in order. */
export function genderedPronouns(text: string): GenderedPronoun[] {
  return [...text.matchAll(PRONOUN)].map((m) => ({ word: m[0], gender: GENDER_OF[m[0].toLowerCase()], at: m.index }));
}

/** The last person of `entities` named in `text` before offset `end`, or undefined. */
function lastPersonBefore(text: string, end: number, entities: readonly EntityMention[]): EntityMention | undefined {
  let best: { e: EntityMention; at: number } | undefined;
  for (const e of entities) {
    if (e.kind !== 'person') continue;
    const at = wholeWordOffsets(text.slice(0, end), e.text).pop();
    if (at !== undefined && (best === undefined || at > best.at)) best = { e, at };
  }
  return best?.e;
}

const gendersMemo = createOwnedMemo<Passage, ReadonlyMap<string, ReadonlySet<string>>>();

/**
 * The genders (`he`, `she`) `passage` uses for each of its people, by the pronouns that may point at them: the last
 * person named before the pronoun in its sentence and the last person named in the sentences before, unless the
 * sentence names them before the pronoun too (then the nearer name is the reading). Cautious: a person either reading
 * may mean is recorded with the pronoun's gender.
 */
export function pronounsFor(passage: Passage): ReadonlyMap<string, ReadonlySet<string>> {
  return gendersMemo(passage, '', () => {
    const out = new Map<string, Set<string>>();
    passage.spans.forEach((span, i) => {
      const before = earlierEntities(passage, i).find((e) => e.kind === 'person');
      for (const p of genderedPronouns(span.text)) {
        const near = lastPersonBefore(span.text, p.at, passage.entities);
        const far = before !== undefined && lastPersonBefore(span.text, p.at, [before]) === undefined ? before : undefined;
        for (const referent of [near, far]) {
          if (referent === undefined) continue;
          if (!out.has(referent.text)) out.set(referent.text, new Set());
          out.get(referent.text)!.add(p.gender);
        }
      }
    });
    return out;
  });
}

/**
 * Problems of telling `event`'s predicate of `actor` (a plan name) in place of its own subject. Each gendered pronoun
 * after no person named in the predicate reads as the new subject; it was said of the event's own subject. So it is
 * refused when the event's own passage calls its subject otherwise (it pointed at someone else, whom the plan never
 * mentions), when the event's own subject is a person the plan names too (it may point at them), or when the plan
 * calls `actor` otherwise. (Events carry no `he`, `she`, `him`, nor `his`/`her` after a subject that is no person:
 * `events.ts` refuses them as bound to context, and a predicate moves only to a name of its subject's kind.)
 */
export function movedPronounProblems(actor: EntityMention, event: SpanEvent, plan: Passage, corpus: CorpusView): string[] {
  const own = passageOfSpanId(event.spanId, corpus);
  const named = [...plan.entities, ...(own?.entities ?? [])];
  const problems: string[] = [];
  for (const p of genderedPronouns(event.predicate)) {
    if (lastPersonBefore(event.predicate, p.at, named) !== undefined) continue;
    const said = `"${p.word}" in "${event.predicate}"`;
    const ownOther = own === undefined ? undefined : [...(pronounsFor(own).get(event.subject.text) ?? [])].find((g) => g !== p.gender);
    if (ownOther !== undefined) {
      problems.push(`${said} points at someone other than ${event.subject.text}, whom passage ${own!.id} calls "${ownOther}"`);
    } else if (event.subject.kind === 'person' && event.subject.text !== actor.text && plan.entities.some((e) => e.text === event.subject.text)) {
      problems.push(`${said} may point at ${event.subject.text}, whom the plan names`);
    } else {
      const other = [...(pronounsFor(plan).get(actor.text) ?? [])].find((g) => g !== p.gender);
      if (other !== undefined) problems.push(`${said} disagrees with the plan, which calls ${actor.text} "${other}"`);
    }
  }
  return problems;
}

/** The subject and object forms of the pronoun a second mention takes (`she`/`her`, `it`/`it`). */
export interface PronounForms {
  subject: string;
  object: string;
}

const FORMS: Readonly<Record<'he' | 'she' | 'it', PronounForms>> = {
  he: { subject: 'he', object: 'him' }, she: { subject: 'she', object: 'her' }, it: { subject: 'it', object: 'it' },
};


/**
 * The pronoun a second mention of `name` takes, by its kind: `he` or `she` for a person that `passages` call only by
 * that gender, `it` for anything else that reads singular; null when unknown (a person the passages never call by one
 * gender, a name that reads plural).
 */
export function pronounOf(name: { text: string; kind: string }, passages: readonly Passage[]): PronounForms | null {
  if (name.kind === 'person') {
    const genders = new Set(passages.flatMap((p) => [...(pronounsFor(p).get(name.text) ?? [])]));
    return genders.size === 1 ? FORMS[[...genders][0] as 'he' | 'she'] : null;
  }
  // A name whose last word reads plural (`Riverside Rovers`, `Kestrel Payments`): `it` or `they` is unknown.
  return readsPlural(name.text.split(' ').pop() ?? '') ? null : FORMS.it;
}

/**
 * The pronoun for a second mention of `name` after `before` (the text already written), or null when it would be
 * unclear: the kind or gender is unknown, or `before` names someone else the pronoun may also mean (another person
 * not known to be of the other gender; for `it`, another organisation, product, event or work).
 */
export function repeatPronoun(name: { text: string; kind: string }, before: string, entities: readonly EntityMention[], passages: readonly Passage[]): PronounForms | null {
  const forms = pronounOf(name, passages);
  if (forms === null) return null;
  for (const e of entities) {
    if (e.text === name.text || name.text.includes(e.text) || e.text.includes(name.text) || wholeWordOffsets(before, e.text).length === 0) continue;
    if (forms === FORMS.it ? e.kind !== 'person' && e.kind !== 'place' : e.kind === 'person' && pronounOf(e, passages)?.subject !== (forms === FORMS.he ? 'she' : 'he')) return null;
  }
  return forms;
}
