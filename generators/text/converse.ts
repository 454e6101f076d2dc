/**
 * Converse verbs: the same event told from the other party's side (`A beat B 3-1` ↔ `B lost 3-1 to A`, `A sold X to
 * B` ↔ `B bought X from A`). Both parties must be names of the passage standing bare, so no title or possessive is left
 * on the wrong one; the role check (`roles.ts`) knows each pair and expects the parties' roles to trade places.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { splitFinalPunct } from './casing.ts';
import { escapeRegExp } from './phrases.ts';
import { createOwnedMemo } from './textMemo.ts';

/** A converse rewording: the new sentence and what changed. */
export interface ConverseOption {
  text: string;
  note: string;
}

const SCORE = String.raw`(?: (\d+[-–]\d+))?`;
// Adjuncts after the parties (`in the final on April 12, 2025`), never a second clause.
const REST = String.raw`((?: (?:in|at|on|for) (?:(?!, (?:and|but|which|who) ).)+)?)`;

function nameAlternation(entities: readonly EntityMention[]): string {
  return [...entities]
    .filter((e) => e.kind === 'person' || e.kind === 'org')
    .map((e) => e.text)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
}

/** The converse patterns over a passage's names: `A beat B`, `A lost to B`, `A sold X to B`, `A bought X from B`. */
interface ConversePatterns {
  win: RegExp;
  lose: RegExp;
  sell: RegExp;
  buy: RegExp;
}

function conversePatterns(entities: readonly EntityMention[]): ConversePatterns | null {
  const names = nameAlternation(entities);
  if (names === '') return null;
  return {
    win: new RegExp(`^(${names}) (?:beat|defeated) (${names})${SCORE}${REST}$`),
    lose: new RegExp(`^(${names}) lost${SCORE} to (${names})${REST}$`),
    // The thing sold keeps no possessive: `its furniture division` would change owner with the subject.
    sell: new RegExp(`^(${names}) sold ((?!its |their |his |her )[^,]{2,60}?) to (${names})${REST}$`),
    buy: new RegExp(`^(${names}) bought ((?!its |their |his |her )[^,]{2,60}?) from (${names})${REST}$`),
  };
}

/** Per entity list: its patterns, built once, and the options already found per sentence. */
const patternMemo = createOwnedMemo<readonly EntityMention[], ConversePatterns | null>();
const converseMemo = createOwnedMemo<readonly EntityMention[], readonly ConverseOption[]>();

/** Every converse rewording of a sentence whose two parties are names of the passage. */
export function converseOptions(sentence: string, entities: readonly EntityMention[]): ConverseOption[] {
  const patterns = patternMemo(entities, '', () => conversePatterns(entities));
  if (patterns === null) return [];
  return converseMemo(entities, sentence, () => findConverses(sentence, patterns)).map((o) => ({ ...o }));
}

function findConverses(sentence: string, patterns: ConversePatterns): ConverseOption[] {
  const { body, end } = splitFinalPunct(sentence);
  const out: ConverseOption[] = [];
  const win = patterns.win.exec(body);
  if (win && win[1] !== win[2]) {
    out.push({ text: `${win[2]} lost${win[3] ? ` ${win[3]}` : ''} to ${win[1]}${win[4]}${end}`, note: `${win[1]} beat ${win[2]} → ${win[2]} lost to ${win[1]}` });
  }
  const lose = patterns.lose.exec(body);
  if (lose && lose[1] !== lose[3]) {
    out.push({ text: `${lose[3]} beat ${lose[1]}${lose[2] ? ` ${lose[2]}` : ''}${lose[4]}${end}`, note: `${lose[1]} lost to ${lose[3]} → ${lose[3]} beat ${lose[1]}` });
  }
  const sell = patterns.sell.exec(body);
  if (sell && sell[1] !== sell[3]) {
    out.push({ text: `${sell[3]} bought ${sell[2]} from ${sell[1]}${sell[4]}${end}`, note: `${sell[1]} sold to ${sell[3]} → ${sell[3]} bought from ${sell[1]}` });
  }
  const buy = patterns.buy.exec(body);
  if (buy && buy[1] !== buy[3]) {
    out.push({ text: `${buy[3]} sold ${buy[2]} to ${buy[1]}${buy[4]}${end}`, note: `${buy[1]} bought from ${buy[3]} → ${buy[3]} sold to ${buy[1]}` });
  }
  return out;
}
