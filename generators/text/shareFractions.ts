/**
 * A share in per cent restated as a common fraction that misstates it, as a careless summary rounds a share the wrong
 * way (`paid 60% of the price` → `paid three-quarters of the price`): a number-swap kind (`fraction`) v1's numeric
 * gate cannot see, since the claim states no figure in digits. The class check (`figureCheck.ts` `shareProblems`)
 * holds the same margin.
 */
import { formatFraction, type Quantity } from '../../engine/quantities.ts';
import { SHARE_MARGIN } from './figureCheck.ts';
import { opensSentence } from './casing.ts';
import { spliceText } from './phrases.ts';
import type { FigureSwap } from './quantitySwaps.ts';

/** Common fractions a share may be restated as, smallest first. */
const SHARE_FRACTIONS: ReadonlyArray<readonly [number, number]> = [[1, 10], [1, 5], [1, 4], [1, 3], [2, 5], [1, 2], [3, 5], [2, 3], [3, 4], [4, 5], [9, 10]];

/**
 * A share of something in per cent (10% to 90%, `X% of`) restated as the nearest common fraction on each side that
 * misstates it by SHARE_MARGIN points or more (`paid 60% of the price` → `paid three-quarters of the price` or `half of`,
 * never `two-thirds`), as a careless summary rounds a share the wrong way.
 */
export function shareFractions(text: string, q: Quantity, quantities: readonly Quantity[]): FigureSwap[] {
  // Beside another share in per cent (`11.2% of them and 9.8% of those on placebo`) no one writes a loose fraction.
  const besideShare = quantities.some((o) => o !== q && o.dimension === 'percent');
  if (besideShare || q.figure.form !== 'digits' || q.scale !== undefined || q.value < 10 || q.value > 90 || !/^ of /.test(text.slice(q.end))) return [];
  const points = ([n, d]: readonly [number, number]) => (100 * n) / d;
  const below = SHARE_FRACTIONS.filter((f) => q.value - points(f) >= SHARE_MARGIN).at(-1);
  const above = SHARE_FRACTIONS.find((f) => points(f) - q.value >= SHARE_MARGIN);
  const upper = opensSentence(text, q.start);
  return [below, above].flatMap((f) => {
    const words = f === undefined ? null : formatFraction({ numerator: f[0], denominator: f[1] }, { hyphen: true, capitalised: upper });
    return words === null ? [] : [{ text: spliceText(text, q.start, q.end, words), how: `${q.text} → ${words} (the share as a fraction)`, edit: 'fraction' as const }];
  });
}
