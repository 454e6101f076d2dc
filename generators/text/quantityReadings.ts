/**
 * The engine's quantity reading of a text (`engine/quantities.ts` `readQuantities`), read once per text: the checks
 * of every class read the same source and plan sentences again for each candidate. The readings are frozen, so a
 * caller that tried to change a shared one would throw.
 */
import { readQuantities, type Quantity } from '../../engine/quantities.ts';
import { createTextMemo } from './textMemo.ts';

const readings = createTextMemo<readonly Quantity[]>();

/** Every quantity mention of `text`, in text order (shared and frozen: do not change them). */
export function quantitiesOf(text: string): readonly Quantity[] {
  return readings(text, () => deepFreeze(readQuantities(text)));
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
