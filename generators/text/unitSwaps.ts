/**
 * Unit swaps people write (the `full` repertoire of `scale-swap`): the figure kept, its unit changed to another of
 * the same dimension that makes the claim false (`hours` → `days`, `centimetres` → `inches`, `kilograms` → `tonnes`,
 * `a year` → `a month`, `teaspoon` → `tablespoon`, `$` → `€`), never to one that could keep it true: units within a
 * factor of 1.5 of each other (`metres` → `yards`, `tonnes` → `tons`) are no swap, nor is any unit after a bound.
 */
import { unitById, unitName, type Quantity, type UnitDef } from '../../engine/quantities.ts';
import { quantitiesOf } from './quantityReadings.ts';
import type { EntityMention } from '../../datasets/types.ts';
import { entityRanges, spliceText } from './phrases.ts';
import { findDates } from './dates.ts';

/** A candidate claim: the new text, a note, and the edit id. */
export interface UnitSwap {
  text: string;
  how: string;
  edit: 'unit' | 'rate-period' | 'currency';
}

/** Units each unit may become: same dimension, a factor of at least 1.5 away (curated for sentences people write). */
const UNIT_TARGETS: Readonly<Record<string, readonly string[]>> = {
  second: ['minute'], minute: ['hour', 'second'], hour: ['day', 'minute'], day: ['week', 'hour', 'month'],
  week: ['month', 'day'], fortnight: ['month', 'week'], month: ['year', 'week'], year: ['month', 'decade'],
  decade: ['year', 'century'], century: ['decade'],
  millimetre: ['centimetre', 'inch'], centimetre: ['inch', 'millimetre', 'metre'], metre: ['foot', 'kilometre', 'centimetre'],
  kilometre: ['mile', 'metre'], inch: ['centimetre', 'foot'], foot: ['metre', 'inch'], yard: ['foot'], mile: ['kilometre'],
  'square-metre': ['square-foot', 'hectare'], 'square-kilometre': ['square-mile', 'hectare'], hectare: ['acre', 'square-kilometre'],
  acre: ['hectare'], 'square-mile': ['square-kilometre'],
  millilitre: ['litre', 'teaspoon'], litre: ['gallon', 'millilitre'], 'cubic-metre': ['litre'], teaspoon: ['tablespoon'],
  tablespoon: ['teaspoon', 'cup'], cup: ['tablespoon', 'pint'], pint: ['cup', 'gallon'], gallon: ['litre'], barrel: ['gallon'],
  milligram: ['gram'], gram: ['kilogram', 'ounce'], kilogram: ['tonne', 'pound', 'gram'], tonne: ['kilogram'],
  pound: ['kilogram'], ounce: ['gram'],
  'kilowatt-hour': ['megawatt-hour'], 'megawatt-hour': ['gigawatt-hour', 'kilowatt-hour'],
  'gigawatt-hour': ['terawatt-hour', 'megawatt-hour'], 'terawatt-hour': ['gigawatt-hour'],
  kilowatt: ['megawatt'], megawatt: ['gigawatt', 'kilowatt'], gigawatt: ['megawatt'],
  megabit: ['gigabit', 'megabyte'], gigabit: ['megabit'], megabyte: ['gigabyte'], gigabyte: ['terabyte', 'megabyte'], terabyte: ['gigabyte'],
  'us-dollar': ['euro', 'pound-sterling'], euro: ['us-dollar', 'pound-sterling'], 'pound-sterling': ['euro', 'us-dollar'],
  penny: ['cent'], cent: ['penny'], krone: ['euro'], krona: ['euro'], rupee: ['us-dollar'], yen: ['us-dollar'],
};

/** Period adverbs and their swaps (`annually` → `monthly`). */
const ADVERB_TARGETS: Readonly<Record<string, readonly string[]>> = {
  annually: ['monthly'], yearly: ['monthly'], monthly: ['annually', 'weekly'], weekly: ['monthly', 'daily'], daily: ['weekly'], hourly: ['daily'],
};

/** Whether two units are far enough apart that one amount cannot be read as the other (factor ≥ 1.5). */
export function farApart(a: UnitDef, b: UnitDef): boolean {
  if (a.dimension === 'money') return a.currency !== b.currency;
  const ratio = a.factor / b.factor;
  return ratio >= 1.5 || ratio <= 1 / 1.5;
}

const capitalisedLike = (like: string, word: string): string => (/^[A-Z]/.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word);

/** The unit written as `target` in the form of the source unit text (plural or singular, hyphenated, spelling family). */
function writeUnit(written: string, source: UnitDef, target: UnitDef): string | null {
  if (written.startsWith('-')) return `-${unitName(target, false)}`;
  if (source.symbols?.includes(written)) return target.symbols?.at(-1) ?? null;
  const lower = written.toLowerCase();
  if (!source.names.includes(lower)) return null;
  if (source.dimension === 'money' && target.symbols !== undefined && target.names.length < 2) return null;
  const plural = source.names.indexOf(lower) % 2 === 1;
  return capitalisedLike(written, unitName(target, plural, lower));
}

const CENTURY = unitById('century')!.factor;

// Words of money: in a sentence with one, a bare `pounds` is sterling (`fined 35,000 pounds`, `the bill climbed to
// 1742 pounds`), not a weight.
const MONEY_WORDS = /(?:£|\b(?:fined?|fines|penalt(?:y|ies)|paid|pays?|paying|costs?|costing|price[ds]?|fees?|worth|spen[dt]|raised?|earn(?:s|ed)?|salar(?:y|ies)|wages?|revenue|profits?|budget|funds?|funding|charged?|discount|compensation|damages|awarded|prize|billed|rent|sold|bought|tax(?:es)?|grants?|donat\w*|invest\w*|refund\w*|reimburs\w*|bonus(?:es)?|rewards?|payments?|debts?|loans?|owed?|bills?|fares?|tolls?|tariffs?|income|earnings|savings|cheques?|dividends?|subsid(?:y|ies))\b)/i;

/** Whether the `pounds` of `q` may be sterling: a mass in pounds in a sentence that speaks of money. */
export function poundsMayBeMoney(text: string, q: Quantity): boolean {
  return q.unit?.def.id === 'pound' && MONEY_WORDS.test(text);
}

// `rain stopped play on 2 days`: days counted as occasions, which no other unit counts (`on 2 weeks`).
const OCCASIONS_BEFORE = /\bon\s+(?:only\s+|just\s+|all\s+)?$/i;

function unitSwaps(text: string, q: Quantity): UnitSwap[] {
  const unit = q.unit;
  // An age (`21-year-old`, `5 years old`) is no duration to stretch.
  if (unit === undefined || /^-?\s*old\b/.test(text.slice(unit.end))) return [];
  if (poundsMayBeMoney(text, q) || (unit.def.dimension === 'time' && OCCASIONS_BEFORE.test(text.slice(0, q.figure.start)))) return [];
  // `for 5 days, from 12 January to 16 January`: two dates pin the span, so a longer one contradicts the claim itself.
  if (unit.def.dimension === 'time' && findDates(text).length >= 2) return [];
  return (UNIT_TARGETS[unit.def.id] ?? []).flatMap((id) => {
    const target = unitById(id);
    if (target === undefined || !farApart(unit.def, target)) return [];
    // `45 decades` of collecting: a duration past a century and a half reads as nonsense, not as a slip.
    if (target.dimension === 'time' && q.value * target.factor > 1.5 * CENTURY) return [];
    const written = writeUnit(unit.text, unit.def, target);
    if (written === null) return [];
    const edit = unit.def.dimension === 'money' ? 'currency' as const : 'unit' as const;
    return [{ text: spliceText(text, unit.start, unit.end, written), how: `${unit.text} → ${written}`, edit }];
  });
}

function periodSwaps(text: string, q: Quantity): UnitSwap[] {
  const per = q.per;
  if (per === undefined || per.unit === undefined) return [];
  const words = per.text.split(' ');
  if (words.length === 1) {
    return (ADVERB_TARGETS[per.text.toLowerCase()] ?? []).map((w) => ({ text: spliceText(text, per.start, per.end, w), how: `${per.text} → ${w}`, edit: 'rate-period' as const }));
  }
  const [article, ...rest] = words;
  const name = rest.join(' ');
  return (UNIT_TARGETS[per.unit.id] ?? []).flatMap((id) => {
    const target = unitById(id);
    if (target === undefined || !farApart(per.unit!, target)) return [];
    const singular = unitName(target, false, name);
    const lead = /^an?$/i.test(article) ? (/^[aeiou]|^hour/.test(singular) ? 'an' : 'a') : article;
    const written = `${capitalisedLike(article, lead)} ${singular}`;
    return [{ text: spliceText(text, per.start, per.end, written), how: `${per.text} → ${written}`, edit: 'rate-period' as const }];
  });
}

/** Every unit, rate-period and currency swap of a sentence, per quantity (names and hedged figures left alone). */
export function unitSwapsOf(text: string, entities: readonly EntityMention[]): UnitSwap[][] {
  const names = entityRanges(text, entities);
  const quantities = quantitiesOf(text);
  // `6 hours and 20 minutes`: a compound duration whose units must stay distinct and in order; neither part is swapped.
  const compound = (i: number): boolean => [i - 1, i + 1].some((j) => {
    const other = quantities[j];
    if (other === undefined || other.dimension !== quantities[i].dimension) return false;
    const [a, b] = j < i ? [other, quantities[i]] : [quantities[i], other];
    return /^\s*(?:and|,)\s*$/.test(text.slice(a.end, b.start));
  });
  // `$640,000, or $200 per fragment`: one amount restated as another; changing the unit of one makes them disagree.
  const restated = (i: number): boolean => [i - 1, i + 1].some((j) => {
    const other = quantities[j];
    if (other === undefined || other.unit?.def.dimension !== quantities[i].unit?.def.dimension) return false;
    const [a, b] = j < i ? [other, quantities[i]] : [quantities[i], other];
    return /^\s*,?\s*or\s+(?:about\s+|around\s+|roughly\s+|some\s+|nearly\s+|almost\s+)?$/i.test(text.slice(a.end, b.start));
  });
  return quantities
    .map((q, i) => (names.some(([a, b]) => q.start < b && q.end > a) || !q.exact || q.link !== undefined || compound(i) ? []
      : [...(restated(i) ? [] : unitSwaps(text, q)), ...periodSwaps(text, q)]))
    .filter((swaps) => swaps.length > 0);
}
