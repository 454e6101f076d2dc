/**
 * The goal of the search: move the verdict away from the expected one (a supported seed below the supported band, an
 * unsupported or partial seed up to `supported`); short of that, the best score reached in that direction.
 */
import type { Verdict } from '../../engine/types.ts';
import type { AttackDirection } from './types.ts';

/** A goal: whether a verdict reaches it, and how good a score is on the way (higher is better). */
export interface AttackGoal {
  id: string;
  description: string;
  reached(direction: AttackDirection, verdict: Verdict): boolean;
  objective(direction: AttackDirection, score: number): number;
}

/** Verdict flip: `supported` lost (supported seeds) or reached (every other seed). */
export const verdictFlip: AttackGoal = {
  id: 'verdict-flip',
  description: 'a supported seed leaves the supported band; an unsupported or partial seed reaches supported',
  reached: (direction, verdict) => (direction === 'lower' ? verdict !== 'supported' : verdict === 'supported'),
  objective: (direction, score) => (direction === 'lower' ? -score : score),
};
