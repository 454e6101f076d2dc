/**
 * Meaning-preserving rewrites of one sentence: each returns the rewritten sentence and a note, or null when it does
 * not apply. Used by the paraphrase generator; figures and names are never altered, only moved or re-formatted.
 */
import type { EntityMention } from '../../datasets/types.ts';
import type { Rng } from '../../engine/rng.ts';
import { DATE_FORMATS, findDates, formatDate } from './dates.ts';
import { findNumbers, toggleGrouping } from './numbers.ts';
import { capitalize, lowerFirstWord, splitFinalPunct } from './casing.ts';
import { entityRanges, spliceText } from './phrases.ts';
import { toActive, toPassive } from './voice.ts';

/** A rewritten sentence and what was done. */
export interface Rewrite {
  text: string;
  note: string;
  /** Kebab-case ids of the edits applied, when known (e.g. `['voice', 'date-format']`). */
  edits?: string[];
}

/** A named sentence rewrite. */
export interface RewriteRule {
  id: string;
  /** `structure` moves phrases; `format` re-writes a figure, a date or a contraction. */
  kind: 'structure' | 'format';
  apply(sentence: string, entities: readonly EntityMention[], rng: Rng): Rewrite | null;
}

const FRONT_ADJUNCT = /^(In|On|By|During|After|Before|Since|At|Over|Within|Until|Between|Earlier|Later|Last) ([^,]{2,45}), (.+)$/s;
const FINAL_ADJUNCT = /^(.+?) (in|on) ((?:\d{1,2} )?(?:January|February|March|April|May|June|July|August|September|October|November|December)?(?: \d{1,2},)? ?\d{4}|\d{4}-\d{2}-\d{2})$/s;

/** `In 2024, the bank …` → `The bank … in 2024.` */
const adjunctToEnd: RewriteRule = {
  id: 'adjunct-to-end',
  kind: 'structure',
  apply(sentence) {
    const { body, end } = splitFinalPunct(sentence);
    const m = FRONT_ADJUNCT.exec(body);
    // `By March 31, 2026, Homewise …`, `On Monday, March 3, the bank …`, `In Leeds, Yorkshire, …`: the comma after the
    // adjunct may be inside it (a date, an apposition), whose rest would be left opening the sentence. A capitalised
    // phrase and a comma after it are never moved past: the rule cannot tell the adjunct's apposition from the
    // subject's (`In 2025, Harlow Bank, the lender, …`), so it leaves both (on the corpora only the first kind occurs).
    if (!m || /,/.test(m[3].slice(-1)) || /^(?:\d{4}\b|\p{Lu}[^,]{0,30}, )/u.test(m[3]) || / (and|that|said|would|will) /.test(` ${m[3]} `)) return null;
    return { text: `${capitalize(m[3])} ${m[1].toLowerCase()} ${m[2]}${end}`, note: `moved "${m[1]} ${m[2]}" to the end` };
  },
};

/** `The bank … in 2024.` → `In 2024, the bank ….` */
const adjunctToFront: RewriteRule = {
  id: 'adjunct-to-front',
  kind: 'structure',
  apply(sentence, entities) {
    const { body, end } = splitFinalPunct(sentence);
    const m = FINAL_ADJUNCT.exec(body);
    if (!m || m[1].includes(',') || /\b(from|between|and)$/.test(m[1])) return null;
    // Fronting would change what the date attaches to when the sentence embeds a clause or coordinates two verbs.
    if (/ (and|that|said|says|told|expected|expects|would|will|plans?|planned|when|while|after|before|until) /.test(` ${m[1]} `)) {
      return null;
    }
    const rest = lowerFirstWord(m[1], entities);
    if (rest === null) return null;
    return { text: `${capitalize(m[2])} ${m[3]}, ${rest}${end}`, note: `moved "${m[2]} ${m[3]}" to the front` };
  },
};

/** `Dana Reeve said the board would …` → `The board would …, Dana Reeve said.` */
const reportToEnd: RewriteRule = {
  id: 'report-to-end',
  kind: 'structure',
  apply(sentence, entities) {
    const { body, end } = splitFinalPunct(sentence);
    const m = /^((?:[A-Z][a-z]+ ){0,3}[A-Z][\p{L}'’.-]+(?: [A-Z][\p{L}'’.-]+)*) (said|says|told reporters|announced|reported|added|confirmed|stated) (?:that )?(.+)$/u.exec(body);
    if (!m || !entities.some((e) => m[1].endsWith(e.text))) return null;
    // Only a reported clause with its own finite verb reads as a sentence once moved to the front.
    if (!/\b(would|will|had|was|were|is|are|has|have|could)\b/.test(m[3])) return null;
    return { text: `${capitalize(m[3])}, ${m[1]} ${m[2]}${end}`, note: `moved the reporting clause "${m[1]} ${m[2]}" to the end` };
  },
};

/** `Dana Reeve said the board would …` → `According to Dana Reeve, the board would ….` */
const accordingTo: RewriteRule = {
  id: 'according-to',
  kind: 'structure',
  apply(sentence, entities) {
    const { body, end } = splitFinalPunct(sentence);
    const m = /^((?:[A-Z][a-z]+ ){0,3}[A-Z][\p{L}'’.-]+(?: [A-Z][\p{L}'’.-]+)*) (said|says) (?:that )?(.+)$/u.exec(body);
    if (!m || !entities.some((e) => m[1].endsWith(e.text))) return null;
    const clause = lowerFirstWord(m[3], entities);
    if (clause === null || !/\b(would|will|had|was|were|is|are|has|have|could)\b/.test(clause)) return null;
    const speaker = entities.some((e) => m[1].startsWith(e.text)) ? m[1] : m[1].charAt(0).toLowerCase() + m[1].slice(1);
    return { text: `According to ${speaker}, ${clause}${end}`, note: `"${m[1]} ${m[2]}" → "according to ${speaker}"` };
  },
};

/** Active ↔ passive on simple `<Name> <verb-ed> <object>` sentences. */
const voice: RewriteRule = {
  id: 'voice',
  kind: 'structure',
  apply(sentence, entities) {
    const passive = toPassive(sentence, entities);
    if (passive !== null) return { text: passive, note: 'active → passive' };
    const active = toActive(sentence, entities);
    return active === null ? null : { text: active, note: 'passive → active' };
  },
};

/** Re-writes one full date in another of the three formats. */
const dateFormat: RewriteRule = {
  id: 'date-format',
  kind: 'format',
  apply(sentence, _entities, rng) {
    const dates = findDates(sentence);
    if (dates.length === 0) return null;
    const date = rng.pick(dates);
    const format = rng.pick(DATE_FORMATS.filter((f) => f !== date.format));
    const written = formatDate(date, format);
    return { text: spliceText(sentence, date.start, date.end, written), note: `date ${date.text} → ${written}` };
  },
};

/** `1,500` ↔ `1500` and `12%` ↔ `12 percent`. */
const numberFormat: RewriteRule = {
  id: 'number-format',
  kind: 'format',
  apply(sentence, entities, rng) {
    const skip = [...findDates(sentence).map((d) => [d.start, d.end] as const), ...entityRanges(sentence, entities)];
    const options: Rewrite[] = [];
    for (const n of findNumbers(sentence, skip)) {
      const toggled = toggleGrouping(n);
      if (toggled !== null) options.push({ text: spliceText(sentence, n.start, n.end, toggled), note: `number ${n.text} → ${toggled}` });
      const after = sentence.slice(n.end);
      if (after.startsWith('%')) {
        options.push({ text: spliceText(sentence, n.end, n.end + 1, ' percent'), note: `${n.text}% → ${n.text} percent` });
      } else if (/^ percent\b/.test(after)) {
        // ` percent`, never the start of ` percentage points` (`1.6%age points` is no way to write a figure).
        options.push({ text: spliceText(sentence, n.end, n.end + 8, '%'), note: `${n.text} percent → ${n.text}%` });
      }
    }
    return options.length === 0 ? null : rng.pick(options);
  },
};

/** Negations and `it is` with their contracted forms (long, short). */
export const CONTRACTIONS: ReadonlyArray<readonly [string, string]> = [
  ['did not', "didn't"], ['does not', "doesn't"], ['do not', "don't"], ['was not', "wasn't"], ['were not', "weren't"],
  ['is not', "isn't"], ['are not', "aren't"], ['has not', "hasn't"], ['have not', "haven't"], ['had not', "hadn't"],
  ['could not', "couldn't"], ['would not', "wouldn't"], ['will not', "won't"], ['cannot', "can't"], ['It is', "It's"],
];

/** Contracts or expands one negation or `it is`. */
const contraction: RewriteRule = {
  id: 'contraction',
  kind: 'format',
  apply(sentence) {
    for (const [long, short] of CONTRACTIONS) {
      if (sentence.includes(long)) return { text: sentence.replace(long, short), note: `${long} → ${short}` };
      if (sentence.includes(short)) return { text: sentence.replace(short, long), note: `${short} → ${long}` };
    }
    return null;
  },
};

/** Every sentence rewrite, structure first. */
export const REWRITE_RULES: readonly RewriteRule[] = [
  voice, reportToEnd, accordingTo, adjunctToEnd, adjunctToFront, dateFormat, numberFormat, contraction,
];
