/**
 * Carries: true content people bring into a claim from another sentence of the same passage. A name gets what another
 * sentence says of it, as a relative clause (`Zipride, which challenged the cap in the courts of Port Amaris, raised
 * its fares …`) or as its title in apposition (`Oleksandr Bondar, the association chair, said …`); a dated sentence
 * opens on an earlier dated event of the passage (`After the court upheld the cap, Zipride raised …`). What is carried
 * is what a plan sentence entails (an event's predicate, figure- and date-carrying phrases cut off; a title written
 * beside the name), so a true sentence stays true and a false one stays false. A bare definite gets the earlier
 * sentence that brought its thing in (`The contract runs for 5 years.` → `The contract that Cafe Andino signed runs
 * for 5 years.`).
 */
import type { EntityMention, Passage } from '../../datasets/types.ts';
import { antecedentCarries, describedCarries, eventNounCarries } from './antecedents.ts';
import { findTitledNames, isBareRole, rewriteTitle, type TitledName } from './apposition.ts';
import { isBounded } from './atoms.ts';
import { isVerbAfterName, namedSpans, subjectInside } from './carrySubjects.ts';
import { findDates } from './dates.ts';
import { eventsOf, figuredEventOf, isPast, type SpanEvent } from './events.ts';
import { lowerStart, splitFinalPunct } from './casing.ts';
import { OPENS_PHRASE, containsPhrase, insertedText, wholeWordOffsets } from './phrases.ts';
import { REPORTING_WORD, SPEECH_VERBS } from './reporting.ts';
import { createObjectMemo } from './textMemo.ts';
import { isParticiple, lexicalVerb } from './verbForms.ts';

/** One carry into a sentence: the longer sentence, the plan span its content comes from, a note and the edit id. */
export interface Carry {
  text: string;
  from: string;
  note: string;
  edit: 'carry-relative' | 'carry-apposition' | 'carry-after' | 'carry-antecedent' | 'carry-figure';
  /** The name a relative clause or title describes (none for a carry set before the sentence or after a definite). */
  about?: string;
}


/**
 * Where a name of `text` may take a comma-set description: before its verb, a preposition or the end of the
 * sentence; never as a modifier (`Harvest Global chief executive`), before `'s` or a comma, nor inside a longer name.
 */
function openMentions(text: string, name: string): number[] {
  return wholeWordOffsets(text, name).filter((at) => {
    const after = text.slice(at + name.length);
    const next = /^ ([a-z]+)/.exec(after)?.[1];
    const standsAlone = /^[.!?]?$/.test(after) || OPENS_PHRASE.test(after) || (next !== undefined && isVerbAfterName(next));
    return standsAlone && !/\p{Lu}[\p{L}'’-]*\s$/u.test(text.slice(0, at));
  });
}

const eventMemo = createObjectMemo<Passage, SpanEvent[]>();

/**
 * The passage's events, each sentence read with what it leans on named first (`The bank hired …` → `Harlow Bank hired
 * …`, `generators/decontextualise.ts`): naming only adds what earlier plan sentences say, so each event stays one the
 * plan states.
 */
function namedEvents(passage: Passage): SpanEvent[] {
  // A predicate whose noun held only its cut figure (`received a prize`) says nothing, as a relative clause or after `After`.
  return eventMemo(passage, () => eventsOf({ ...passage, spans: namedSpans(passage) }).filter((e) => !measureOnly(e, passage)));
}

const figuredMemo = createObjectMemo<Passage, SpanEvent[]>();

/** The passage's events with their figures kept (`figuredEventOf`), each sentence read with what it leans on named. */
function namedFiguredEvents(passage: Passage): SpanEvent[] {
  return figuredMemo(passage, () => namedSpans(passage).flatMap((span) => figuredEventOf(span, passage) ?? []));
}


/** `Name, which/who <predicate>,` inserted at `at` (`.` kept at the end of the sentence). */
function relativeAt(text: string, at: number, name: string, event: SpanEvent): { text: string; carried: string } {
  const pronoun = event.subject.kind === 'person' ? 'who' : 'which';
  const carried = `, ${pronoun} ${event.predicate}`;
  const rest = text.slice(at + name.length);
  const closing = /^[.!?]?$/.test(rest) ? '' : ',';
  return { text: `${text.slice(0, at + name.length)}${carried}${closing}${rest}`, carried };
}

/** A sentence that ends on the name's one verb (`…, Clara Weitzel argued.`): the name is a fronted report's speaker. */
const CLOSING_VERB = /^ [a-z]+[.!?]$/;
/** A closing reporting verb before a time phrase (`…, Clara Weitzel argued on Monday.`). */
const CLOSING_REPORT = new RegExp(String.raw`^ (?:${REPORTING_WORD.source})(?: (?:on|in|at|during|last|this|earlier|later|yesterday|today)\b[^,;]*)?[.!?]$`);

/** Whether the words after a name close the sentence on its one verb: the name is a fronted report's speaker. */
const closesOnVerb = (rest: string): boolean => CLOSING_VERB.test(rest) || CLOSING_REPORT.test(rest);

/** `was freed`: a form of `be` and a past participle alone, which tells nothing of who the name is and may come later in time. */
function isBarePassive(predicate: string): boolean {
  const participle = /^(?:(?:has|have|had|will|would)\s+)?(?:(?:is|was|were|are|been|being|be)\s+)+([a-z]+)$/.exec(predicate)?.[1];
  return participle !== undefined && isParticiple(participle);
}

/**
 * Whether the event's predicate ends on an indefinite noun whose content was the figure cut off after it (`received a
 * prize of £100,000` → `received a prize`; `collected a winner's cheque for $1.2 million`): carried, it says nothing.
 */
function measureOnly(event: SpanEvent, passage: Passage): boolean {
  const sentence = namedSpans(passage).find((s) => s.id === event.spanId)?.text ?? '';
  const at = sentence.indexOf(event.predicate);
  if (at < 0) return false;
  const cut = sentence.slice(at + event.predicate.length);
  // `expected cost savings of £38 million a year`: an `of` phrase whose head is the figure held the noun's content.
  if (/^ of (?:about |around |nearly |almost |some |up to |more than )?[£$€]?\d/.test(cut)) return true;
  return /\b(?:a|an)(?: [\w'’-]+){1,2}$/.test(event.predicate) && /^ (?:of|for|worth)\b[^,;]*?\d/.test(cut);
}

/**
 * Whether the carried predicate's verb is the one the name already takes, auxiliaries aside (`Varex, which had agreed
 * to …, has agreed to pay`); two predicates that only share an auxiliary (`was fined`, `was sold`) differ.
 */
function repeatsVerb(text: string, at: number, name: string, predicate: string): boolean {
  const next = lexicalVerb(text.slice(at + name.length).trim().split(/\s+/).slice(0, 4).map((w) => w.replace(/[^a-z'-]/gi, '').toLowerCase()));
  return next !== undefined && lexicalVerb(predicate.toLowerCase().split(' ')) === next;
}

/**
 * Whether the name at `at` completes an `of` phrase whose head the predicate names again (`the line of the Westward
 * Telegraph Company, which completed its line …`; `the lines of …`): the clause would tell the head back to itself.
 */
function repeatsHead(text: string, at: number, predicate: string): boolean {
  const head = /\b([a-z]+) of (?:the )?$/i.exec(text.slice(0, at))?.[1].toLowerCase();
  if (head === undefined) return false;
  const forms = [head, head.replace(/s$/, ''), head.replace(/es$/, ''), head.replace(/ies$/, 'y')].filter((f) => f.length > 2);
  return forms.some((f) => wholeWordOffsets(predicate.toLowerCase(), f).length > 0);
}

/**
 * Another sentence's event told of a name of `text`, as a relative clause after its first open mention that ends the
 * sentence or comes before its verb: its predicate without figures and dates, or with them (`figures`: only events
 * that had any, `carry-figure`).
 */
function relativeCarries(text: string, passage: Passage, sourceSpan: string, figures = false): Carry[] {
  const out: Carry[] = [];
  for (const event of figures ? namedFiguredEvents(passage) : namedEvents(passage)) {
    if (event.spanId === sourceSpan || event.subject.kind === 'common' || event.reported !== null) continue;
    if (containsPhrase(text.toLowerCase(), event.predicate.toLowerCase()) || isBarePassive(event.predicate)) continue;
    // `Riverside Rovers, which sold Kofi Mensah …` in a sentence about Kofi Mensah: people write `him`, not the name again
    // (a place may be named twice: `moved from Zurich …, was founded in Zurich`).
    if (passage.entities.some((e) => (e.kind === 'person' || e.kind === 'org') && containsPhrase(text, e.text) && containsPhrase(event.predicate, e.text))) continue;
    // Before a phrase of the verb (`signed Ruben Claes, who …, to a contract`) the phrase would dangle after the clause.
    const at = openMentions(text, event.subject.text).find((i) => !OPENS_PHRASE.test(text.slice(i + event.subject.text.length)));
    // `…, Howard Lyle, who wrote the dissent …, argued.`: a clause between a fronted report's speaker and its last word.
    if (at === undefined || closesOnVerb(text.slice(at + event.subject.text.length)) || repeatsHead(text, at, event.predicate)) continue;
    if (repeatsVerb(text, at, event.subject.text, event.predicate)) continue;
    const { text: carriedText, carried } = relativeAt(text, at, event.subject.text, event);
    out.push({
      text: carriedText, from: event.spanId, note: `${event.subject.text}: "${carried.slice(2)}" from ${event.spanId}`,
      edit: figures ? 'carry-figure' : 'carry-relative', about: event.subject.text,
    });
  }
  return out;
}

/** A title another sentence gives a name of `text` that `text` does not, set beside the name in apposition. */
function appositionCarries(text: string, passage: Passage, sourceSpan: string): Carry[] {
  const passageText = passage.spans.map((s) => s.text).join(' ');
  const titledHere = new Set(findTitledNames(text, passage.entities, passageText).map((t) => t.name));
  const out: Carry[] = [];
  for (const span of passage.spans) {
    if (span.id === sourceSpan) continue;
    for (const t of findTitledNames(span.text, passage.entities, passageText)) {
      // `its`/`her` would point at whatever the claim's sentence holds: only a title that names its role outright.
      if (titledHere.has(t.name) || !/^(?:the|a|an|)$/.test(t.determiner) || /\p{Lu}/u.test(t.title) || out.some((o) => o.about === t.name)) continue;
      const at = openMentions(text, t.name)[0];
      // `…, Clara Weitzel, the historian, argued.`: a title between a fronted report's speaker and its last word.
      if (at === undefined || closesOnVerb(text.slice(at + t.name.length))) continue;
      const here: TitledName = { ...t, start: at, end: at + t.name.length, form: 'before', determiner: t.determiner === '' ? 'the' : t.determiner };
      // `Altaris Rail, a manufacturer, won …`: a bare role carried from elsewhere says nothing.
      if (isBareRole(here)) continue;
      const rewritten = rewriteTitle(text, here, 'apposition');
      if (rewritten === null) continue;
      out.push({ text: rewritten, from: span.id, note: `${t.name}: title "${t.title}" from ${span.id}`, edit: 'carry-apposition', about: t.name });
    }
  }
  return out;
}

/** The one unbounded full date of a sentence as a sortable number, or null when it has none or several. */
function soleDate(text: string): number | null {
  const dates = findDates(text).filter((d) => !isBounded(text, d.start, true));
  return dates.length === 1 ? dates[0].year * 10_000 + dates[0].month * 100 + dates[0].day : null;
}


/**
 * An earlier event of the passage fronted as `After <event>, …`: only when the source sentence and the event's
 * sentence each hold one unbounded full date and the event's is earlier, so the order is what the plan states.
 */
function afterCarries(text: string, passage: Passage, sourceSpan: string, entities: readonly EntityMention[]): Carry[] {
  const source = passage.spans.find((s) => s.id === sourceSpan);
  const now = source === undefined ? null : soleDate(source.text);
  // A sentence that reports (`X said …`) or already opens on an adjunct or a clause takes no second opening.
  if (now === null || REPORTING_WORD.test(text) || /^(?:After|Before|In|On|At|By|When|While|Since|Following|During|Under)\b/.test(text) || /^[^,]{0,40}, /.test(text)) return [];
  const passageText = passage.spans.map((s) => s.text).join(' ');
  const out: Carry[] = [];
  for (const event of namedEvents(passage)) {
    const then = event.spanId === sourceSpan ? null : soleDate(passage.spans.find((s) => s.id === event.spanId)!.text);
    if (then === null || then >= now || !isPast(event) || event.reported !== null) continue;
    // The sentence's own subject again reads `After it opened …, Harlow Bank closed …` (an organisation; a person keeps the name).
    const same = event.subject.kind !== 'person' && event.subject.kind !== 'common' && text.startsWith(`${event.subject.text} `);
    const clause = `${same ? 'it' : subjectInside(event.subject, passage)} ${event.predicate}`;
    if (containsPhrase(text.toLowerCase(), event.predicate.toLowerCase())) continue;
    const carried = `After ${clause}, `;
    const { body, end } = splitFinalPunct(text);
    out.push({ text: `${carried}${lowerStart(body, entities, passageText)}${end}`, from: event.spanId, note: `after "${clause}" (${event.spanId}, dated earlier)`, edit: 'carry-after' });
  }
  return out;
}


/** The carries that describe a name of `text` (a relative clause, a title in apposition), in carryOptions' order. */
export function nameCarries(text: string, passage: Passage, sourceSpan: string): Carry[] {
  return [...relativeCarries(text, passage, sourceSpan), ...appositionCarries(text, passage, sourceSpan)];
}

/**
 * Another sentence's event told of a name of `text` with its figures and dates (`Flimmer, which raised its fares from
 * 89 to 99 kroner on 1 January 2025, …`): how people pad a claim with plan figures. Never offered to recast readings.
 */
export function figureCarries(text: string, passage: Passage, sourceSpan: string): Carry[] {
  return relativeCarries(text, passage, sourceSpan, true).filter((c) => !afterSpeechVerb(text, c));
}

/** A speech verb just before a name (`said Rosa Delgado`): a clause set after the name would read as naming the speaker. */
const SPEECH_BEFORE = new RegExp(String.raw`\b(?:${SPEECH_VERBS.join('|')}) $`);

/**
 * Whether the carry sets its clause on a name right after a speech verb: `Pellworth Stores said Rosa Delgado, who
 * raised the forecast, replaced …` first reads as if Rosa Delgado said it.
 */
function afterSpeechVerb(text: string, c: Carry): boolean {
  const at = c.text.indexOf(insertedText(text, c.text));
  return c.about !== undefined && SPEECH_BEFORE.test(c.text.slice(0, at - c.about.length));
}

/** Most words of a relative clause telling two events of one name. */
const MAX_COORDINATED_WORDS = 24;

/**
 * Two figure carries into `text` (`figureCarries`) of one name from two sentences told as one relative clause
 * (`Petrolux, which employs 86,000 people in 65 countries and reported a profit of $21.6 billion for 2025, …`), in the
 * order of their sentences; never a predicate itself coordinated (`and waits 30 minutes`), nor a clause past
 * MAX_COORDINATED_WORDS words.
 */
export function coordinatedCarries(text: string, singles: readonly Carry[]): Carry[] {
  const out: Carry[] = [];
  for (const [i, a] of singles.entries()) {
    for (const b of singles.slice(i + 1)) {
      if (b.about === undefined || b.about !== a.about) continue;
      const [clauseA, clauseB] = [insertedText(text, a.text), insertedText(text, b.text)];
      const predicateB = clauseB.replace(/^, (?:who|which) /, '').replace(/,$/, '');
      const told = `${clauseA} ${predicateB}`;
      if (/\b(?:and|but)\b/.test(told) || told.split(' ').filter((w) => /[\p{L}\d]/u.test(w)).length > MAX_COORDINATED_WORDS) continue;
      const joined = clauseA.endsWith(',') ? `${clauseA.slice(0, -1)} and ${predicateB},` : `${clauseA} and ${predicateB}`;
      out.push({
        text: a.text.replace(clauseA, joined), from: `${a.from}+${b.from}`, note: `${a.about}: "${joined.replace(/^, |,$/g, '')}" from ${a.from} and ${b.from}`,
        edit: 'carry-figure', about: a.about,
      });
    }
  }
  return out;
}

/** Every carry into `text` from the passage's other sentences (never from `sourceSpan`), in a fixed order. */
export function carryOptions(text: string, passage: Passage, sourceSpan: string): Carry[] {
  return [
    ...nameCarries(text, passage, sourceSpan),
    ...afterCarries(text, passage, sourceSpan, passage.entities),
    ...antecedentCarries(text, passage, sourceSpan),
    ...eventNounCarries(text, passage, sourceSpan),
    ...describedCarries(text, passage, sourceSpan),
  ];
}
