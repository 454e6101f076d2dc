/**
 * Verb ↔ noun rewordings the way reporters write them: `approved the plan` ↔ `gave approval to the plan`, `paid
 * €75 million` ↔ `made a payment of €75 million`, `rose 6%` ↔ `saw a rise of 6%`, `, up 12%` ↔ `, a rise of 12%`,
 * `has 460 employees` ↔ `employs 460 people`. Each pair is written out for the tense the corpus uses (past unless
 * stated), so nothing is conjugated by rule.
 */
import { createTextMemo } from './textMemo.ts';
import { NOT_INFINITIVE } from './thesaurusVerbs.ts';

/** A verb ↔ noun rewording: where it applies and what replaces the match. */
interface Nominalisation {
  id: string;
  pattern: RegExp;
  replace: (m: RegExpExecArray) => string;
}

const AMOUNT = String.raw`(?:about |around |nearly |almost |roughly |more than )?[$€£]?\d[\d,.]*(?: (?:million|billion|thousand))?%?`;
/** A sum of money: a currency symbol before the figure. */
const MONEY = String.raw`(?:about |around |nearly |almost |roughly |more than )?[$€£]\d[\d,.]*(?: (?:million|billion|thousand))?`;
/** A relative change: a percentage (`rose 6%`); `rose 1.8 metres above the mark` is a level, not a rise of 1.8 metres. */
const PERCENT = String.raw`(?:about |around |nearly |almost |roughly |more than )?\d[\d,.]*(?:%| per cent| percent)`;

const UP_NOUN: Readonly<Record<string, string>> = { rose: 'a rise', increased: 'an increase', grew: 'growth', climbed: 'a rise', jumped: 'a jump' };
const DOWN_NOUN: Readonly<Record<string, string>> = { fell: 'a fall', decreased: 'a decrease', declined: 'a decline', dropped: 'a drop' };
const CARRY_OUT: Readonly<Record<string, string>> = {
  reviewed: 'a review of', surveyed: 'a survey of', analysed: 'an analysis of', inspected: 'an inspection of',
  investigated: 'an investigation into', examined: 'an examination of', tested: 'tests on', repaired: 'repairs to',
};

/** Lookahead source: a sentence naming a court or tribunal (`at a court in Venice`, `in the Commercial Courts`). */
const NAMES_COURT = String.raw`.*\b(?:[Cc]ourts?|[Tt]ribunals?)\b`;

/** Every verb → noun and noun → verb rewording, in a fixed order. */
export const NOMINALISATIONS: readonly Nominalisation[] = [
  { id: 'change-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\b(rose|increased|grew|climbed|jumped|fell|decreased|declined|dropped)(?: by)? (${PERCENT})`, 'g'),
    replace: (m) => `saw ${UP_NOUN[m[1]] ?? DOWN_NOUN[m[1]]} of ${m[2]}` },
  { id: 'change-to-verb', pattern: new RegExp(`\\b(?:saw|recorded|reported) (a rise|an increase|a fall|a decline|a drop) of (${AMOUNT})`, 'g'),
    replace: (m) => `${{ 'a rise': 'rose', 'an increase': 'increased', 'a fall': 'fell', 'a decline': 'declined', 'a drop': 'dropped' }[m[1]]} by ${m[2]}` },
  { id: 'up-to-noun', pattern: new RegExp(`, (up|down) (from )?(${AMOUNT})`, 'g'),
    replace: (m) => `, ${m[1] === 'up' ? 'a rise' : 'a fall'} ${m[2] ? 'from' : 'of'} ${m[3]}` },
  { id: 'noun-to-up', pattern: new RegExp(`, (?:a|an) (rise|increase|fall|decrease|drop|decline) (of|from) (${AMOUNT})`, 'g'),
    replace: (m) => `, ${/rise|increase/.test(m[1]) ? 'up' : 'down'} ${m[2] === 'from' ? 'from ' : ''}${m[3]}` },
  // One payment only where one payee is named or none is (`paid €9.5 million towards a spectrograph`); `paid $780 million in
  // claims`, `to families`, `of the total` are many payments, and `made payments of` would read as several equal ones.
  { id: 'pay-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\bpaid (${MONEY})(?=[.!?]?$| to [A-Z]| towards\\b| for the\\b)`, 'g'), replace: (m) => `made a payment of ${m[1]}` },
  { id: 'noun-to-pay', pattern: new RegExp(`\\bmade (?:a payment|payments) of (${AMOUNT})`, 'g'), replace: (m) => `paid ${m[1]}` },
  { id: 'invest-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\binvested (${MONEY}) in\\b`, 'g'), replace: (m) => `made an investment of ${m[1]} in` },
  { id: 'approve-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}(?<!\\b(?:was|were|been|be|is|are) )\\bapproved (?=the |a |an |its |their |plans )`, 'g'), replace: () => 'gave approval to ' },
  { id: 'noun-to-approve', pattern: /\bgave (?:its |their )?approval (?:to|for) /g, replace: () => 'approved ' },
  { id: 'decide-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\bdecided to\\b`, 'g'), replace: () => 'took the decision to' },
  { id: 'agree-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\bagreed (?=a |an )`, 'g'), replace: () => 'reached agreement on ' },
  { id: 'warn-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\bwarned that\\b`, 'g'), replace: () => 'issued a warning that' },
  { id: 'apologise-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\bapologised\\b`, 'g'), replace: () => 'issued an apology' },
  // Never after a subject that is itself an inquiry (`The review … carried out an examination of`): a review is one.
  { id: 'carry-out', pattern: new RegExp(`^(?!(?:[A-Z][a-z]* )?(?:[A-Za-z-]+ ){0,3}(?:review|study|survey|inquiry|investigation|audit|analysis|report|research|paper|test|trial|inspection)\\b)(.*?)${NOT_INFINITIVE}(?<!\\b(?:was|were|been|be|is|are) )\\b(${Object.keys(CARRY_OUT).join('|')}) (?=the |a |an |its |their |\\d)`, 'g'),
    replace: (m) => `${m[1]}carried out ${CARRY_OUT[m[2]]} ` },
  { id: 'visit-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}(?<!\\b(?:was|were|been|be|is|are) )\\bvisited (?=[A-Z]|the )`, 'g'), replace: () => 'paid a visit to ' },
  { id: 'sue-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}(?<!\\b(?:was|were|been|be|is|are) )\\bsued (?=[A-Z]|the )`, 'g'), replace: () => 'brought a lawsuit against ' },
  // `took X to court` where the one sued is a name (a name, or `the` and a name) that ends where a phrase of the verb
  // begins (never inside `the Centre for Policy Studies`, a list or an aside: `sued Apple, Google and Samsung`); a
  // simple past only (`has took` is no English); never in a sentence that names a court or tribunal.
  { id: 'sue-to-court', pattern: new RegExp(`^(?!${NAMES_COURT})(.*?)${NOT_INFINITIVE}(?<!\\b(?:was|were|been|be|is|are|has|have|had|having) )\\bsued ((?:the )?[A-Z][\\w'’&-]*(?: [A-Z][\\w'’&-]*)*)(?=[.!?]?$| (?:in|at)\\b| (?:for|over|on|after|before)\\b(?! [A-Z][a-z])| seeking\\b|, (?:seeking|claiming|alleging|accusing|arguing|saying)\\b)`, 'g'),
    replace: (m) => `${m[1]}took ${m[2]} to court` },
  { id: 'sued-to-court', pattern: new RegExp(`^(?!${NAMES_COURT})(.*?)\\b(was|were|Was|Were) sued by\\b`, 'g'), replace: (m) => `${m[1]}${m[2]} taken to court by` },
  { id: 'order-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}(?<!\\b(?:was|were|been|be|is|are) )\\bordered (?=\\d[\\d,]* )`, 'g'), replace: () => 'placed an order for ' },
  { id: 'fine-to-noun', pattern: new RegExp(`\\bwas fined (${AMOUNT})`, 'g'), replace: (m) => `was given a fine of ${m[1]}` },
  { id: 'cost-to-noun', pattern: new RegExp(`(?<!\\b(?:to|will|would|could|can|may|might|must|should|the|a|an|total|did|not|has|have|had)['’]?s? )\\b(cost|costs) (${MONEY})(?![\\d,.]| (?:million|billion|thousand)\\b| to\\b|[^.]* to [a-z]+[.!?]?$)`, 'g'),
    replace: (m) => `${m[1] === 'cost' ? 'came' : 'comes'} at a cost of ${m[2]}` },
  { id: 'cost-to-noun', pattern: new RegExp(`\\b(has|have|had) cost (${MONEY})(?![\\d,.]| (?:million|billion|thousand)\\b| to\\b)`, 'g'), replace: (m) => `${m[1]} come at a cost of ${m[2]}` },
  { id: 'return-to-noun', pattern: new RegExp(`${NOT_INFINITIVE}\\breturned (\\d[\\d.]*%)`, 'g'), replace: (m) => `delivered a return of ${m[1]}` },
  { id: 'employ-to-has', pattern: /\bemploys (\d[\d,]*) (?:people|staff|workers)\b/g, replace: (m) => `has a workforce of ${m[1]}` },
  { id: 'has-to-employ', pattern: /\b(has|had) (\d[\d,]*) (?:employees|staff|workers)\b/g, replace: (m) => `${m[1] === 'has' ? 'employs' : 'employed'} ${m[2]} people` },
  { id: 'has-to-home', pattern: /\b(has|had) ((?:about |around |nearly |almost |more than )?\d[\d,.]*(?: million| thousand)?) (residents|inhabitants|people)\b/g,
    replace: (m) => `${m[1] === 'has' ? 'is' : 'was'} home to ${m[2]} ${m[3]}` },
  { id: 'home-to-has', pattern: /\b(is|was) home to ((?:about |around |nearly |almost |more than )?\d[\d,.]*(?: million| thousand)?) (residents|inhabitants|people)\b/g,
    replace: (m) => `${m[1] === 'is' ? 'has' : 'had'} ${m[2]} ${m[3]}` },
];

const nominalisationMemo = createTextMemo<ReadonlyArray<{ text: string; note: string }>>();

/** Every place in `sentence` a verb ↔ noun rewording applies: the rewritten sentence and what changed. */
export function nominalisations(sentence: string): Array<{ text: string; note: string }> {
  return nominalisationMemo(sentence, () => findNominalisations(sentence)).map((o) => ({ ...o }));
}

function findNominalisations(sentence: string): Array<{ text: string; note: string }> {
  const out: Array<{ text: string; note: string }> = [];
  for (const rule of NOMINALISATIONS) {
    for (const m of sentence.matchAll(rule.pattern)) {
      const exec = m as unknown as RegExpExecArray;
      const replacement = rule.replace(exec);
      const text = sentence.slice(0, m.index) + replacement + sentence.slice(m.index + m[0].length);
      out.push({ text, note: `${m[0].trim()} → ${replacement.trim()}` });
    }
  }
  return out;
}
