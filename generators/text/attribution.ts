/**
 * Attribution frames: who says the reported clause and how (`X said C`, `According to X, C`, `C, X said`, `X told
 * reporters C`, `Speaking to investors on D, X said C`). A frame is parsed into speaker, verb and clause, the clause can
 * be reworded on its own, and the frame is written back in another form. Never `In X's words, C`: that frame introduces
 * a quotation, and no hand-written claim rewords reported speech with it.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { meaningProblems } from './meaning.ts';
import { capitalize, lowerStart, opensOnFigure, splitFinalPunct } from './casing.ts';
import { verbFormsOf } from './verbForms.ts';

/** A parsed attribution: `speaker verb [audience] [adjunct] [that] clause`. */
export interface Frame {
  speaker: string;
  /** The reporting verb as written (`said`, `says`, `told`, `warned` …). */
  verb: string;
  /** `investors` in `told investors`, or ``. */
  audience: string;
  /** A time adjunct of the telling (`on 30 July 2025`), or ``. */
  adjunct: string;
  /** The reported clause, starting as it would start a sentence. */
  clause: string;
  /** How the frame was written. */
  form: FrameForm;
  end: string;
}

/** The ways a frame is written. */
export type FrameForm = 'front' | 'front-that' | 'according-front' | 'according-end' | 'end' | 'end-inverted' | 'told-reporters' | 'speaking-to';

// The verbs a frame is parsed on before it is rewritten in another form (`according to` is a form of its own): a verb
// added here would be moved and rewritten, so this stays apart from `REPORTING_WORD` (reporting.ts), which only detects.
const VERBS = 'said|says|told|stated|added|warned|argued|confirmed|noted';
const AUDIENCE = '(?:reporters|investors|analysts|journalists|shareholders|parliament|lawmakers|MPs|the court|the jury|a hearing|a conference|staff|members)';
const DATE_ADJUNCT = String.raw`(?: (?:on|in) (?:\d{1,2} [A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4}|\d{4}-\d{2}-\d{2}|[A-Z][a-z]+ \d{4}|\d{4}))?`;

/** Whether a speaker phrase is a name (with or without a title) or a short description, and not a clause. */
function isSpeaker(speaker: string, entities: readonly EntityMention[]): boolean {
  if (speaker.length === 0 || speaker.split(' ').length > 9) return false;
  const named = entities.some((e) => speaker.includes(e.text));
  const words = speaker.replace(/,/g, '').split(' ');
  if (words.some((w) => /^[a-z]/.test(w) && verbFormsOf(w).some((f) => f.form === 'past' || f.form === 'third'))) return false;
  // `The old town of Mirovar was added to the list`: a speaker holds no auxiliary (`added` is the passive's verb).
  if (/\b(?:was|were|is|are|been|be|has|have|had)\b/.test(speaker)) return false;
  if (/\b(?:and|that|which|who|when|after|before|because)\b/.test(speaker) && !/, (?:who|which) /.test(speaker)) return false;
  if (named) return /^[^,]+(?:, [^,]+)?$/.test(speaker);
  return /^(?:The |A )?[A-Z][a-z]+(?: [a-z]+){0,2}$/.test(speaker);
}

/** Whether a reported clause can stand as a sentence on its own (it has a verb or a modal in its first words). */
function isClause(clause: string): boolean {
  return /\b(?:would|will|could|can|should|must|might|had|has|have|was|were|is|are)\b/.test(clause) ||
    clause.split(' ').slice(1, 9).some((w) => verbFormsOf(w).some((f) => f.form !== 'ing') || /^[a-z]{3,}ed$/.test(w));
}

/** Parses an attribution frame; null when the sentence reports nothing or the pattern is not certain. */
export function parseFrame(sentence: string, entities: readonly EntityMention[]): Frame | null {
  const { body, end } = splitFinalPunct(sentence);
  const make = (f: Omit<Frame, 'end'>): Frame | null => {
    const clause = capitalizeClause(f.clause, entities);
    return isSpeaker(f.speaker, entities) && isClause(clause) ? { ...f, clause, end } : null;
  };
  const readers: Array<() => Frame | null> = [
    () => {
      const m = /^According to ([^,]+(?:, [^,]+)?), (.+)$/.exec(body);
      return m && make({ speaker: m[1], verb: 'said', audience: '', adjunct: '', clause: m[2], form: 'according-front' });
    },
    () => {
      const m = /^(.+), according to ([^,]+)$/.exec(body);
      return m && make({ speaker: m[2], verb: 'said', audience: '', adjunct: '', clause: m[1], form: 'according-end' });
    },
    () => {
      const m = /^(.+), (said|says) ([^,]+)$/.exec(body);
      return m && make({ speaker: m[3], verb: m[2], audience: '', adjunct: '', clause: m[1], form: 'end-inverted' });
    },
    () => {
      const m = new RegExp(`^(.+), ([^,]+) (${VERBS})$`).exec(body);
      return m && make({ speaker: m[2], verb: m[3], audience: '', adjunct: '', clause: m[1], form: 'end' });
    },
    () => {
      const m = new RegExp(`^(.+?),? (told) (${AUDIENCE})(${DATE_ADJUNCT})(?: that)? (.+)$`).exec(body);
      const form = m?.[3] === 'reporters' && m[4] === '' ? 'told-reporters' : 'front';
      return m && make({ speaker: m[1], verb: 'told', audience: m[3], adjunct: m[4].trim(), clause: m[5], form });
    },
    () => {
      const m = new RegExp(`^(.+?),? (${VERBS})(${DATE_ADJUNCT})( that)? (.+)$`).exec(body);
      if (!m || m[2] === 'told') return null;
      return make({ speaker: m[1], verb: m[2], audience: '', adjunct: m[3].trim(), clause: m[5], form: m[4] ? 'front-that' : 'front' });
    },
  ];
  for (const read of readers) {
    const frame = read();
    if (frame !== null) return frame;
  }
  return null;
}

function capitalizeClause(clause: string, entities: readonly EntityMention[]): string {
  return entities.some((e) => clause.startsWith(e.text)) ? clause : capitalize(clause);
}

/**
 * The speaker as it reads inside a sentence (`chief executive Dana Reeve`, `health officials`): an acronym (`CEO Martin
 * Pryce`) and a name's word (`Norvale chief executive`, `Eastmere's medical director`) keep their capitals.
 */
function inner(speaker: string, entities: readonly EntityMention[], source: string): string {
  return lowerStart(speaker, entities, source);
}

/** Forms that put the reported clause before its speaker's name. */
const CLAUSE_FIRST: ReadonlySet<FrameForm> = new Set(['according-end', 'end', 'end-inverted']);
/** A pronoun that may stand for the speaker or a name inside the speaker phrase (`Its model …`, `She would …`). */
const PRONOUN = /\b(?:he|she|it|its|his|her|him|they|their|them|itself|himself|herself|themselves)\b/i;

/**
 * The frame forms a frame can be rewritten to around `clause` (default: its own), its own form excluded. A form never
 * adds what the frame does not say (`said` never becomes `told reporters`: the audience would be new), and a clause
 * holding a pronoun never moves before the speaker (`Its model scored …, according to Polyglotta` reads the pronoun
 * before its name), nor one opening on a figure (`250,000 children would be vaccinated …, according to X`).
 */
export function frameTargets(frame: Frame, clause = frame.clause): FrameForm[] {
  let forms: FrameForm[];
  if (frame.verb === 'told') forms = frame.audience === 'reporters' && frame.adjunct === '' ? ['front', 'according-front', 'according-end', 'end', 'end-inverted'] : ['front', 'speaking-to', 'end'];
  else if (frame.verb === 'said' && frame.adjunct === '') forms = ['front', 'front-that', 'according-front', 'according-end', 'end', 'end-inverted'];
  else if (frame.verb === 'says' && frame.adjunct === '') forms = ['front', 'according-front', 'according-end', 'end', 'end-inverted'];
  else forms = frame.adjunct === '' ? ['front', 'front-that', 'end'] : ['front', 'front-that'];
  // A clause opening on a figure never opens the sentence (`60 per cent of the food …, according to X`): no writer does.
  const leadsBadly = PRONOUN.test(clause) || opensOnFigure(clause);
  return forms.filter((f) => (f !== frame.form || (f === 'front' && frame.verb === 'told' && frame.audience !== 'reporters')) && !(leadsBadly && CLAUSE_FIRST.has(f)));
}

/** Writes a frame in `form` around `clause` (a sentence-initial clause); null when the form does not fit. */
export function renderFrame(frame: Frame, clause: string, form: FrameForm, entities: readonly EntityMention[], source: string): string {
  const lowered = lowerStart(clause, entities, source);
  const { verb, end } = frame;
  // A speaker with an appositive (`Its chair, Vanessa Holt`) closes it with a comma before a verb or clause.
  const speaker = frame.speaker.includes(',') ? `${frame.speaker},` : frame.speaker;
  const closed = (who: string) => (who.includes(',') ? `${who},` : who);
  const adjunct = frame.adjunct ? ` ${frame.adjunct}` : '';
  const audience = frame.audience && form !== 'told-reporters' ? ` ${frame.audience}` : '';
  const said = verb === 'told' && form !== 'speaking-to' ? `told${audience}` : verb;
  const body = ((): string => {
    switch (form) {
      case 'front': return `${speaker} ${said}${adjunct} ${lowered}`;
      case 'front-that': return `${speaker} ${said}${adjunct} that ${lowered}`;
      case 'according-front': return `According to ${inner(frame.speaker, entities, source)}, ${lowered}`;
      case 'according-end': return `${clause}, according to ${inner(frame.speaker, entities, source)}`;
      case 'end': return `${clause}, ${closed(inner(frame.speaker, entities, source))} ${said}${adjunct}`;
      case 'end-inverted': return `${clause}, ${said} ${inner(frame.speaker, entities, source)}`;
      case 'told-reporters': return `${speaker} told reporters ${lowered}`;
      case 'speaking-to': return `Speaking to ${frame.audience || 'reporters'}${adjunct}, ${inner(frame.speaker, entities, source)} said ${lowered}`;
    }
  })();
  return `${capitalize(body)}${end}`;
}

/** Whether rendering kept the clause's meaning markers (a frame never adds or drops a modal, negation or quantifier). */
export function frameKeepsMeaning(original: string, rendered: string): boolean {
  return meaningProblems(original, rendered).filter((p) => !p.startsWith('tense')).length === 0;
}
