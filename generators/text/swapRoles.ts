/**
 * How a role swap reads each name's role: `roles.ts`'s roles, with those that reading leaves a plain `agent` told
 * apart and a few it leaves unread (`generators/text/roleSwaps.ts`).
 */
import type { EntityMention } from '../../datasets/types.ts';
import { entityRanges } from './phrases.ts';
import { rolesOf, type Role } from './roles.ts';

/** A role as the swap reads it: `roles.ts`'s, or the doer of a reported clause. */
export type SwapRole = Role | 'reported-agent';

/**
 * The doer of a reported clause (`said Ruben Claes would lead`, `found that Lumen Energy had overcharged`): verbs that take
 * a clause as object, findings and beliefs too, so a wider list than `REPORTING_WORD` (reporting.ts).
 */
const REPORTED = /\b(?:said|says|told reporters|found|added|warned|argued|believes|expects|announced|confirmed|reported|noted|claimed)(?: that)? $/;
/** The doer of a participle after a noun (`investors led by X`, `patents held by X`, `a battery made by the supplier X`). */
const REDUCED_BY = /\b(?!(?:was|were|is|are|be|been|being|has|have|had)\b)[a-z]+ (?:led|held|made|owned|run|built|supplied|designed|backed|developed|funded) by (?:the [a-z-]+(?: [a-z-]+)? )?$/;
/** Roles `roles.ts` leaves unread: a rank (`11 seconds behind X`, `ahead of X`) and the object of a participle clause (`, beating X`). */
const UNREAD: ReadonlyArray<[RegExp, Role]> = [
  [/\bbehind $/, 'prep:behind'],
  [/\bahead of $/, 'prep:ahead-of'],
  [/, (?:beating|defeating|replacing|succeeding|overtaking) $/, 'patient'],
];

/**
 * Each name's role (`roles.ts`), with roles that reading leaves as a plain `agent` told apart (the doer of a reported
 * clause, `reported-agent`, as the speaker is the agent of the reporting verb; the doer of a participle after a noun,
 * `prep:by`, as the subject is the agent of the main verb) and a few it leaves unread (`behind X`, `, beating X`).
 */
export function readRoles(text: string, entities: readonly EntityMention[]): Map<string, SwapRole> {
  const roles: Map<string, SwapRole> = rolesOf(text, entities);
  for (const [start, end] of entityRanges(text, entities)) {
    const name = text.slice(start, end);
    const before = text.slice(0, start);
    const role = roles.get(name);
    if (role === undefined) {
      const unread = UNREAD.find(([re]) => re.test(before));
      if (unread !== undefined) roles.set(name, unread[1]);
    } else if (role === 'agent' && REDUCED_BY.test(before)) roles.set(name, 'prep:by');
    else if (role === 'agent' && REPORTED.test(before)) roles.set(name, 'reported-agent');
  }
  return roles;
}
