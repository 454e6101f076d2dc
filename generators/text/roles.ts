/**
 * Who did what to whom: the role of each named entity in a sentence (agent, patient, or the preposition that marks
 * it), read from its surroundings. A rewording may move a name (active ↔ passive, `according to X`), but never make
 * the doer the done-to. Names whose role cannot be read are left out; only readable roles are compared.
 */
import type { EntityMention } from '../../datasets/types.ts';
import { entityRanges } from './phrases.ts';
import { createOwnedMemo } from './textMemo.ts';
import { isParticiple, verbFormsOf } from './verbForms.ts';

/** `agent` (does: subject of an active verb, `by X` of a passive, `according to X`), `patient`, or `prep:<p>`. */
export type Role = 'agent' | 'patient' | `prep:${string}`;

const PREPOSITIONS = new Set([
  'to', 'from', 'against', 'with', 'of', 'into', 'for', 'over', 'on', 'at', 'in', 'by', 'between', 'than', 'as',
  'after', 'before', 'under', 'about', 'like', 'near', 'across', 'via', 'within', 'without', 'including', 'and', 'or',
]);
const BE = /^(?:was|were|is|are|be|been|being|am)$/;
const CLAUSE_OPENERS = /^(?:that|which|who|whom|whose|when|while|because|although|though|if|whether|where)$/;
// One word at a time, with present forms and verbs of belief or forecast: any verb whose object is a clause marks its
// subject as the agent (`REPORTING_WORD` in reporting.ts only tells whether a text reports anything at all).
const REPORTING = /^(?:said|says|told|tells|stated|states|added|adds|noted|notes|warned|warns|argued|argues|announced|announces|confirmed|confirms|reported|reports|estimated|estimates|expected|expects|predicted|believes|believed|claimed|claims)$/;
/** Nouns that name an action, so `X's approval of Y` makes X the agent. */
const ACTION_NOUNS = /^(?:approval|acquisition|takeover|purchase|decision|payment|investment|sale|appointment|rejection|announcement|launch|review|survey|analysis|inspection|investigation|refusal|order|offer|bid)$/;

function isVerbWord(word: string): boolean {
  const forms = verbFormsOf(word);
  if (forms.some((f) => f.form !== 'ing')) return true;
  return /^[a-z]{3,}ed$/.test(word);
}

/** Lower-case words of `text` with punctuation kept on a separate `,` token. */
function words(text: string): string[] {
  return text.replace(/([,;:])/g, ' $1 ').split(/\s+/).filter(Boolean);
}

/** Role of a name standing at the start of a clause, from what follows it (appositives skipped). */
function subjectRole(after: string): Role | null {
  const rest = after
    .replace(/^\s*,\s*(?:who|which)\b[^,]*,/, '')
    .replace(/^\s*,\s*(?:the|a|an|its|their|his|her)\b[^,]*,/, '')
    .replace(/^\s*,\s*/, ' ');
  const possessive = /^['’]s\s+([a-z-]+)(?:\s+([a-z-]+))?/.exec(rest);
  if (possessive) return ACTION_NOUNS.test(possessive[1]) || ACTION_NOUNS.test(possessive[2] ?? '') ? 'agent' : null;
  const w = words(rest.toLowerCase());
  let i = 0;
  while (/^(?:also|then|later|now|still|only|first|just|not|never)$/.test(w[i] ?? '')) i++;
  const first = w[i] ?? '';
  if (BE.test(first) || /^(?:has|have|had|will|would|could|can|may|might|must|should)$/.test(first)) {
    let j = i + 1;
    while (/^(?:not|also|been|be|now|already|since|then)$/.test(w[j] ?? '')) j++;
    const next = w[j] ?? '';
    const passive = w.slice(i, j + 1).some((x) => BE.test(x));
    if (passive && verbFormsOf(next).some((f) => f.form === 'participle')) return 'patient';
    if (passive && /ed$/.test(next)) return 'patient';
    if (BE.test(first)) return null;
    return 'agent';
  }
  if (REPORTING.test(first) || isVerbWord(first)) return 'agent';
  return null;
}

/** Whether `by` after these words marks a passive's agent: a participle just before it, or `was <participle>` in its clause. */
function isPassiveAgent(before: readonly string[]): boolean {
  const clause = before.slice(before.lastIndexOf(',') + 1).map((x) => x.toLowerCase());
  if (clause.length > 0 && isParticiple(clause[clause.length - 1])) return true;
  return clause.some((x, i) => BE.test(x) && isParticiple(clause[i + 1] ?? ''));
}

/** Role of the name at [start, end) of `text`, or null when it cannot be read. */
function roleAt(text: string, start: number, end: number): Role | null {
  const before = text.slice(0, start);
  const after = text.slice(end);
  if (/\baccording to\s+(?:[a-z'’-]+\s+){0,4}$/i.test(before)) return 'agent';
  if (/^['’]s\s+words\b/.test(after) && /\bin\s+$/i.test(before)) return 'agent';
  const w = words(before);
  for (let k = w.length - 1, seen = 0; k >= 0 && seen < 6; k--, seen++) {
    const word = w[k];
    const lower = word.toLowerCase();
    if (word === ',' || word === ';' || word === ':' || /[.!?]$/.test(word) || CLAUSE_OPENERS.test(lower)) return subjectRole(after);
    if (lower === 'by') return isPassiveAgent(w.slice(0, k)) ? 'agent' : 'prep:by';
    if (PREPOSITIONS.has(lower)) return lower === 'and' || lower === 'or' ? null : `prep:${lower}`;
    // `said Fresh Plate would …`: a name after a reporting verb opens the reported clause.
    if (REPORTING.test(lower) && !/^(?:told|tells)$/.test(lower)) return subjectRole(after);
    // A verb form inside a title (`by lead investigator X`) modifies the next word; it governs nothing.
    const inTitle = k < w.length - 1 && (k === 0 || /^(?:by|the|a|an|to|from|of|with|for|and|according)$/i.test(w[k - 1]));
    if (/^[a-z]/.test(word) && isVerbWord(lower) && !inTitle) {
      return BE.test((w[k - 1] ?? '').toLowerCase()) ? null : 'patient';
    }
  }
  return w.length <= 5 ? subjectRole(after) : null;
}

// A source sentence is compared with every candidate rewording of it: its roles are read once per entity list.
const rolesMemo = createOwnedMemo<readonly EntityMention[], ReadonlyMap<string, Role>>();

/** The readable role of each entity named in `text` (its first mention); a fresh map, the caller's to change. */
export function rolesOf(text: string, entities: readonly EntityMention[]): Map<string, Role> {
  return new Map(rolesMemo(entities, text, () => readRolesOf(text, entities)));
}

function readRolesOf(text: string, entities: readonly EntityMention[]): Map<string, Role> {
  const out = new Map<string, Role>();
  for (const [start, end] of entityRanges(text, entities)) {
    const name = text.slice(start, end);
    if (out.has(name)) continue;
    const role = roleAt(text, start, end);
    if (role !== null) out.set(name, role);
  }
  return out;
}

/** The class a role belongs to for comparison: the doer, the done-to (object or its preposition), or the source. */
function roleClass(role: Role): RoleClass | null {
  if (role === 'agent') return 'doer';
  if (/^(?:patient|prep:(?:of|to|against|into|for|on))$/.test(role)) return 'done-to';
  if (role === 'prep:from') return 'origin';
  return null;
}

type RoleClass = 'doer' | 'done-to' | 'origin';

/**
 * Converse verb pairs: the source's verb, the claim's, and the class each source role takes in the claim (`A beat B` →
 * `B lost to A`: the winner becomes the one lost to; `A sold X to B` → `B bought X from A`).
 */
const CONVERSES: ReadonlyArray<{ source: RegExp; claim: RegExp; map: Readonly<Record<string, RoleClass>> }> = [
  { source: /\b(?:beat|defeated)\b/, claim: /\blost(?: \d+[-–]\d+)? to\b/, map: { agent: 'done-to', patient: 'doer' } },
  { source: /\blost(?: \d+[-–]\d+)? to\b/, claim: /\b(?:beat|defeated)\b/, map: { agent: 'done-to', 'prep:to': 'doer' } },
  { source: /\bsold\b/, claim: /\bbought\b/, map: { agent: 'origin', 'prep:to': 'doer', patient: 'done-to' } },
  { source: /\bbought\b/, claim: /\bsold\b/, map: { agent: 'done-to', 'prep:from': 'doer', patient: 'done-to' } },
];

/** The converse pair a claim uses to tell its source's event from the other side, if any. */
function converseOf(source: string, claim: string): (typeof CONVERSES)[number] | undefined {
  return CONVERSES.find((c) => c.source.test(source) && c.claim.test(claim) && !c.source.test(claim));
}

/** Names whose role differs between `source` and `claim` (doer ↔ done-to ↔ origin, converse verbs read), as problem strings. */
export function roleProblems(source: string, claim: string, entities: readonly EntityMention[]): string[] {
  const before = rolesOf(source, entities);
  const after = rolesOf(claim, entities);
  const problems: string[] = [];
  const converse = converseOf(source, claim);
  for (const [name, role] of before) {
    const other = after.get(name);
    if (other === undefined) continue;
    const a = converse === undefined ? roleClass(role) : converse.map[role] ?? null;
    const b = roleClass(other);
    if (a === null || b === null || a === b) continue;
    problems.push(`role of ${name} changed: ${role} → ${other}${converse === undefined ? '' : ` (told from the other side, it should be the ${a})`}`);
  }
  return problems;
}
