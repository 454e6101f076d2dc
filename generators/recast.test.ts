/**
 * Recast readings (generators/recast.ts): what a reading may drop (trims), what it may bring in from other plan
 * sentences (carries), and the step-by-step proof a class check runs on a recorded reading.
 */
import { describe, expect, it } from 'vitest';
import type { EntityMention, Passage } from '../datasets/types.ts';
import { composeReading, keepsCarried, readingProblems } from './recast.ts';
import {
  HANDWRITTEN_CONTEXT_SHARE, HANDWRITTEN_FABRICATION_NEW_NAMES_SHARE, HANDWRITTEN_PART_SHARE, HANDWRITTEN_SEVERAL_FIGURES_SHARE, namesBalanceKind, padBalanceKind, spreadsFigures, HANDWRITTEN_PART_SHARE_BY_COMPOSITION, HANDWRITTEN_RECOMPOSED_SHARE, fromSource, keepsPart, keptOfSource, partBalanceKind, recastBalanceKind, recastShares, recomposes,
} from './recastDraw.ts';
import { loadHandwritten } from '../datasets/handwritten.ts';
import { corpusView, loadCorpus } from '../datasets/corpus.ts';
import { addsNames, nearCopies } from './difficulty.ts';
import { getGenerator } from './registry.ts';
import { createRng } from '../engine/rng.ts';
import { introducedSubject } from './text/antecedents.ts';
import { carryOptions } from './text/carries.ts';
import { trimOptions } from './text/trims.ts';

const names: EntityMention[] = [
  { text: 'Crumb & Co', kind: 'org' }, { text: "Halloran's Bakehouse", kind: 'org' }, { text: 'Dana Reeve', kind: 'person' },
  { text: 'Harlow Bank', kind: 'org' }, { text: 'Leeds', kind: 'place' }, { text: 'Otley', kind: 'place' },
];
const trims = (text: string) => trimOptions(text, names).map((t) => [t.edit, t.text]);

const bank: Passage = {
  id: 'rc-001', topic: 'rc', domain: 'rc', entities: names.slice(2),
  spans: [
    { id: 'rc-001-s1', text: 'Harlow Bank closed its branch in Otley on 2 June 2025.' },
    { id: 'rc-001-s2', text: 'Harlow Bank opened a digital centre in Leeds on 3 March 2025.' },
    { id: 'rc-001-s3', text: "The bank's chief executive, Dana Reeve, said 40 staff would move." },
    { id: 'rc-001-s4', text: 'Dana Reeve said the bank would hire 200 staff.' },
    { id: 'rc-001-s5', text: 'Harlow Bank sold its Leeds centre on 9 September 2025.' },
  ],
};
const spanText = (id: string) => bank.spans.find((s) => s.id === id)!.text;
const carries = (id: string) => carryOptions(spanText(id), bank, id).map((c) => [c.edit, c.text, c.from]);

describe('trims: only what restricts nothing is dropped', () => {
  it('drops an apposition, a non-restrictive relative clause with its closing comma, a final clause, a title, a second predicate', () => {
    expect(trims("Crumb & Co, a bakery chain based in Cork, agreed to acquire Halloran's Bakehouse.")).toEqual([['trim-apposition', "Crumb & Co agreed to acquire Halloran's Bakehouse."]]);
    expect(trims('The stone, which weighs about 600 grams, was found by a farmer.')).toEqual([
      ['trim-relative', 'The stone was found by a farmer.'], ['trim-main', 'The stone weighs about 600 grams.'],
    ]);
    expect(trims('Ticket sales rose 12% in 2025, while demand kept growing.')).toEqual([
      ['trim-clause', 'Ticket sales rose 12% in 2025.'], ['trim-date', 'Ticket sales rose 12%, while demand kept growing.'],
    ]);
    expect(trims('Chief executive Dana Reeve said the bank would hire 200 staff.')).toEqual([['trim-title', 'Dana Reeve said the bank would hire 200 staff.']]);
    expect(trims('Harlow Bank closed the branch on 7 June 2025 and lost 2 customers.')).toEqual([
      ['trim-conjunct', 'Harlow Bank closed the branch on 7 June 2025.'], ['trim-first-predicate', 'Harlow Bank lost 2 customers.'],
      ['trim-date', 'Harlow Bank closed the branch and lost 2 customers.'],
    ]);
  });

  it('drops a first predicate only after a plain subject and its plain past verb', () => {
    const firstDropped = (text: string) => trimOptions(text, names).filter((t) => t.edit === 'trim-first-predicate').map((t) => t.text);
    expect(firstDropped('The expansion cost €18.5 million and added 4 scanners.')).toEqual(['The expansion added 4 scanners.']);
    expect(firstDropped('Dana Reeve apologised and paid for the repairs.')).toEqual(['Dana Reeve paid for the repairs.']);
    // A past form after a determiner in the first predicate is a noun, not a second verb.
    expect(firstDropped('Harlow Bank paid the cost of the repairs and lost 2 customers.')).toEqual(['Harlow Bank lost 2 customers.']);
    const none: Array<[string, string]> = [
      ['an auxiliary scoping over both predicates', 'Dana Reeve was arrested in Leeds and charged with fraud.'],
      ['a report whose clause may hold both predicates', 'Dana Reeve told staff the branch needs repairs and cancelled their leave.'],
      ['a participle restricting the subject', 'The bank founded in 1990 closed the branch and lost 2 customers.'],
      ['a past form in the subject', 'Dana Reeve resigned when profits fell 5% and left politics.'],
      ['a subject word that may be a verb', 'Their set lasted 2 hours and included 24 songs.'],
      ['a past form after a determiner is no verb', 'The cost rose 5% and reached a record.'],
      ['a colon in the subject', 'Harlow Bank: the lender closed the branch and lost 2 customers.'],
      ['a subject past six words', 'The old bank in the town centre closed the branch and lost 2 customers.'],
      ['a second predicate pointing back into the first', 'The judge heard Dana Reeve and accepted his account.'],
      ['a second predicate that is a part of the first', 'The union demanded a rise of 15% and got 9%.'],
      ['a second predicate comparing with the first', 'The index changed its methods and gave more weight to teaching.'],
      ['a second predicate dated from the first', 'The firm lost the contract and closed a year later.'],
    ];
    for (const [why, text] of none) expect(firstDropped(text), why).toEqual([]);
    for (const word of ['never', 'not', 'also', 'then', 'later', 'first', 'still', 'already', 'again', 'only', 'just', 'now', 'recently', 'finally', 'jointly', 'each', 'both', 'all', 'almost', 'nearly', 'narrowly']) {
      expect(firstDropped(`Harlow Bank ${word} closed the branch and lost 2 customers.`), word).toEqual([]);
    }
  });

  it('keeps a relative clause as the sentence, said of the subject or of the name it follows, with its article', () => {
    const main = (text: string) => trims(text).filter(([edit]) => edit === 'trim-main').map(([, t]) => t);
    expect(main('Harlow Bank hired Dana Reeve, who had led the bank in Leeds.')).toEqual(['Dana Reeve had led the bank in Leeds.']);
    expect(main('In 2019, the Harlow Bank, which has 40 branches, hired Dana Reeve.')).toEqual(['The Harlow Bank has 40 branches.']);
    expect(main('Crumb & Co, whose ovens run on gas, bought Halloran\'s Bakehouse.')).toEqual(['Crumb & Co\'s ovens run on gas.']);
    expect(main("Harlow Bank hired Dana Reeve, whose first job was in Leeds.")).toEqual(["Dana Reeve's first job was in Leeds."]);
    expect(main('In 2019, Leeds, whose council ran out of money, was flooded.')).toEqual(["Leeds' council ran out of money."]);
    expect(main('Harlow Bank hired Dana Reeve, who led the bank in Leeds.')).toEqual(['Dana Reeve led the bank in Leeds.']);
    expect(main('The new branch, which opened in 2019, was sold.')).toEqual(['The new branch opened in 2019.']);
    expect(main('The new branch, which employs 40 people, was sold.')).toEqual(['The new branch employs 40 people.']);
    // A subject holding a verb is no subject the clause can be said of; the name closing it is.
    expect(main('The man who founded Harlow Bank, which employs 40 people, was born in Leeds.')).toEqual(['Harlow Bank employs 40 people.']);
    expect(main('The new branch, which will employ 40 people, is due to open in Otley in 2026.')).toEqual(['The new branch will employ 40 people.']);
  });

  it('never keeps a relative clause it cannot tell the subject of, nor one that leans on the main clause', () => {
    const main = (text: string) => trims(text).filter(([edit]) => edit === 'trim-main');
    for (const text of [
      // The clause may describe the office, not Leeds; the shares, not the bank.
      'Harlow Bank closed its office in Leeds, which employs 210 people.',
      'Shares in Harlow Bank, which bought Calder Savings in 2019, fell 6%.',
      // The relative word is the object; the clause is said of a figure, or of the whole clause.
      'Crumb & Co, which Dana Reeve founded in 2014, has never made a profit.',
      'Sales rose 12%, which analysts had expected.',
      // A pronoun points into the main clause; a reported clause; `who` of no person, `which` of one.
      'Dana Reeve sued Harlow Bank, which denied it.',
      'Harlow Bank, which said it would appeal, lost the case.',
      'Dana Reeve thanked Harlow Bank, who paid for the repairs.',
      'Harlow Bank hired Dana Reeve, which led the bank.',
      // A closing comma not followed by the main verb: a list, not the end of the clause.
      'The firm, which makes bread, cakes and pies, was sold.',
      // A coordinated subject, a fronted adjunct, a pronoun in the subject, a clause past a title in apposition.
      'Harlow Bank and Crumb & Co, which was founded in 1890, agreed to merge.',
      'The road across the Otley moor, which floods each winter, was closed.',
      'On Monday the bank, which employs 400 people, closed its office.',
      'Their union, which represents 3,100 pilots, held a vote.',
      'Harlow Bank, the lender, which has 40 branches, closed.',
      // `which` at the end may be said of the whole clause; a name in a list; a clause inside a report.
      'Dana Reeve left Harlow Bank, which surprised investors.',
      'Harlow Bank hired Crumb & Co and Dana Reeve, who had led the bank.',
      'Dana Reeve said Harlow Bank, which has 40 branches, would close Otley.',
      // A clause with no verb of its own; a pronoun in the clause.
      'The branch, which, was sold.',
      'In 2019, Leeds, whose council, was flooded.',
      'In 2019, Harlow Bank, which sold it to Crumb & Co, was closed.',
      'Dana Reeve praised the new branch, which employs 40 people, in a speech.',
    ]) expect(main(text), text).toEqual([]);
  });

  it('drops a date said of the whole event, a final before/after clause, a second tail', () => {
    expect(trims('Harlow Bank closed its branch in Otley on 2 June 2025.')).toEqual([['trim-date', 'Harlow Bank closed its branch in Otley.']]);
    expect(trims('On 2026-01-22, Harlow Bank published the figures.')).toEqual([['trim-date', 'Harlow Bank published the figures.']]);
    expect(trims("Crumb & Co agreed on 3 February 2025 to acquire Halloran's Bakehouse.")).toEqual([['trim-date', "Crumb & Co agreed to acquire Halloran's Bakehouse."]]);
    expect(trims('Dana Reeve trailed 5-2 after the first session before winning eight frames.')).toEqual([['trim-clause', 'Dana Reeve trailed 5-2 after the first session.']]);
    expect(trims('The winner received £100,000, twice as much as the runner-up.')).toEqual([['trim-clause', 'The winner received £100,000.']]);
    // A date is never dropped in part (`on March 12, 2026 after …` leaves no `, 2026`), nor before an apposition that
    // would then describe what is left (`in Leeds, the 100th anniversary …`): only the final clause goes.
    expect(trims('Harlow Bank closed its branch in Leeds on March 12, 2026 after running out of money.')).toEqual([['trim-clause', 'Harlow Bank closed its branch in Leeds on March 12, 2026.']]);
    expect(trims('The statue was unveiled in Leeds on 15 April 1989, the 100th anniversary of the strike.')).toEqual([['trim-clause', 'The statue was unveiled in Leeds on 15 April 1989.']]);
    // A `, when` clause after the date says what happened then: the date stays (no `dissolved itself, when …`).
    expect(trims('The league dissolved itself in 1928, when women won the vote.')).toEqual([['trim-clause', 'The league dissolved itself in 1928.']]);
    expect(trims('The league dissolved itself in 1928, while its rival grew.')).toContainEqual(['trim-date', 'The league dissolved itself, while its rival grew.']);
    // A comma before the dropped date or clause goes with it: never `…,.`.
    expect(trims('Regulators approved the drug Glucarin, made by Harlow Bank, on 2025-06-27.')).toEqual([['trim-date', 'Regulators approved the drug Glucarin, made by Harlow Bank.']]);
    expect(trims('Ticket sales accounted for £47.5 million, while broadcasting brought in £96 million.')).toEqual([['trim-clause', 'Ticket sales accounted for £47.5 million.']]);
  });

  it('never drops an attribution, a condition, a range, a place or a date a verb needs, nor a relative clause followed by a list', () => {
    for (const text of [
      'Dana Reeve said the bank would hire 200 staff, according to the filing.',
      'The bank will cut fees if the merger is approved.',
      'Sales rose between 2023 and 2025.',
      'Harlow Bank closed its branch in Otley.',
      'The firm, which makes bread, cakes and pies, was sold.',
      // A date that is all its verb says, or that picks out a thing, stays; so does one inside a comparison.
      'The bond matures in 2032.',
      'The branch opened in 2019.',
      'The project cost more than the budget approved in 2019.',
      'That is 34% more than in 2020.',
      // Two predicates under one modal stay together (`No bank would lend … and would buy …` is no pair of claims).
      'No bank would lend to Harlow Bank and would buy its bonds.',
      // A date is never dropped from a range or a list of dates.
      'Deposits rose from 180,000 in 2024 to 410,000 in 2025 at Harlow Bank.',
      'Harlow Bank made transfers to an account in Otley in 2019 and 2020.',
      // After a stretch of time the adjunct says which stretch.
      'The museum counted 1.1 million visitors in its first 12 months after reopening.',
      // A name modifying the title would be left before the person's name (`Harlow Dana Reeve said …`).
      'Harlow chief legal officer Dana Reeve said the bank would hire 200 staff.',
    ]) expect(trims(text), text).toEqual([]);
  });
});

describe('carries: what another plan sentence says, brought in', () => {
  it("gives a name another sentence's event as a relative clause, a title in apposition, an earlier dated event", () => {
    expect(carries('rc-001-s1')).toEqual([
      ['carry-relative', 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.', 'rc-001-s2'],
      ['carry-relative', 'Harlow Bank, which sold its Leeds centre, closed its branch in Otley on 2 June 2025.', 'rc-001-s5'],
      ['carry-after', 'After it opened a digital centre in Leeds, Harlow Bank closed its branch in Otley on 2 June 2025.', 'rc-001-s2'],
    ]);
    expect(carries('rc-001-s4')).toEqual([['carry-apposition', "Dana Reeve, the bank's chief executive, said the bank would hire 200 staff.", 'rc-001-s3']]);
  });

  it('never puts a relative clause between a name and the noun it modifies', () => {
    const kit: Passage = { ...bank, spans: [...bank.spans, { id: 'rc-001-s6', text: 'The fault in the Harlow Bank terminals was traced to a supplier.' }] };
    const offered = carryOptions('The fault in the Harlow Bank terminals was traced to a supplier.', kit, 'rc-001-s6');
    expect(offered.filter((c) => c.edit === 'carry-relative')).toEqual([]);
    expect(carryOptions('The fault in Harlow Bank was traced to a supplier.', kit, 'rc-001-s6').some((c) => c.edit === 'carry-relative')).toBe(true);
  });

  it('puts a relative clause after a name before its verb or at the end, never before a phrase of the verb', () => {
    const offered = (text: string) => carryOptions(text, bank, 'rc-001-s4').filter((c) => c.edit === 'carry-relative').map((c) => c.text);
    expect(offered('Dana Reeve moved 40 staff to Harlow Bank in 2025.')).toEqual([]);
    expect(offered('Dana Reeve moved 40 staff to Harlow Bank.')).toContain('Dana Reeve moved 40 staff to Harlow Bank, which opened a digital centre in Leeds.');
    expect(offered('Harlow Bank moved 40 staff in 2025.')).toContain('Harlow Bank, which opened a digital centre in Leeds, moved 40 staff in 2025.');
  });

  it('never fronts a later event with `After`, nor carries from the sentence itself', () => {
    // s5 (9 September) is later than s1 (2 June): no `After it sold its Leeds centre, …` on s1.
    expect(carries('rc-001-s1').filter(([edit, text]) => edit === 'carry-after' && /sold/.test(text))).toEqual([]);
    expect(carries('rc-001-s5').every(([, , from]) => from !== 'rc-001-s5')).toBe(true);
  });

  /** A passage of `spans` beside the bank's names (span ids `<id>-sN`), and the antecedent carries span `at` is offered. */
  const antecedentKit = (id: string) => {
    const kit = (spans: string[]): Passage => ({ ...bank, spans: spans.map((text, i) => ({ id: `${id}-s${i + 1}`, text })) });
    const offers = (spans: string[], at = spans.length - 1) =>
      carryOptions(spans[at], kit(spans), `${id}-s${at + 1}`).filter((c) => c.edit === 'carry-antecedent').map((c) => [c.text, c.from]);
    return { kit, offers };
  };
  /** The carried `good` text proves step by step as the reading of `spanId`; each of `forged` is no carry any plan sentence offers. */
  const expectCarryProof = (passage: Passage, spanId: string, good: string, forged: readonly string[]) => {
    expect(readingProblems([{ edit: 'carry-antecedent', text: good }], passage, spanId)).toEqual([]);
    for (const text of forged) {
      expect(readingProblems([{ edit: 'carry-antecedent', text }], passage, spanId).join(), text).toMatch(/step 1 \(carry-antecedent\) adds what no other plan sentence says/);
    }
  };

  describe('a bare definite told which thing it is', () => {
    const { kit, offers: antecedents } = antecedentKit('rc-002');
    const bought = 'Harlow Bank bought a new cash machine for its Otley branch in 2024.';
    const broke = 'The machine broke down 14 times in its first year.';

    it('gives it the earlier sentence that brought the thing in, modifiers and all', () => {
      expect(antecedents([bought, broke])).toEqual([['The new cash machine that Harlow Bank bought broke down 14 times in its first year.', 'rc-002-s1']]);
      expect(antecedents([bought, 'By 2025 the machine had broken down 14 times.'])).toEqual([['By 2025 the new cash machine that Harlow Bank bought had broken down 14 times.', 'rc-002-s1']]);
    });

    it('refuses what would not pick out that thing, or says it twice', () => {
      const none: Array<[string, string[], number?]> = [
        ['the antecedent comes later', [broke, bought], 0],
        ['two earlier sentences mention the noun', ['A machine in Leeds failed in 2023.', bought, broke]],
        ['a negated antecedent', ['Harlow Bank never bought a new cash machine for its Otley branch.', broke]],
        ['a negated antecedent with an auxiliary', ['Harlow Bank did not buy a new cash machine for its Otley branch.', broke]],
        ['a future antecedent', ['Harlow Bank will buy a new cash machine for its Otley branch.', broke]],
        ['the thing is one of a set (`a fleet of machines`)', ['Harlow Bank bought a fleet of machines in 2024.', 'The fleet broke down 14 times.']],
        ['a restricting phrase follows the definite (another machine)', [bought, 'The machine in Leeds broke down 14 times.']],
        ['the sentence names the earlier subject already', [bought, 'The machine broke down 14 times, Harlow Bank said.']],
        ['the noun twice in the sentence', [bought, 'The machine broke down 14 times, and a second machine once.']],
      ];
      for (const [why, spans, at] of none) expect(antecedents(spans, at), why).toEqual([]);
    });

    it('is proven step by step like every carry: a forged subject or verb is no true reading', () => {
      expectCarryProof(kit([bought, broke]), 'rc-002-s2', 'The new cash machine that Harlow Bank bought broke down 14 times in its first year.', [
        'The new cash machine that Dana Reeve bought broke down 14 times in its first year.',
        'The new cash machine that Harlow Bank sold broke down 14 times in its first year.',
      ]);
    });
  });

  describe('a bare definite event noun told which event it is', () => {
    const { kit, offers: events } = antecedentKit('rc-003');
    const expanded = 'Harlow Bank expanded its mobile banking service to 6 more towns on 2 March 2025.';
    const cost = 'The expansion cost £18.5 million and added 4 staff.';

    it('names the actor and what its verb acted on, up to a phrase, a figure or a clause', () => {
      expect(events([expanded, cost])).toEqual([["Harlow Bank's expansion of its mobile banking service cost £18.5 million and added 4 staff.", 'rc-003-s1']]);
      expect(events(['Harlow Bank agreed to buy the savings business of Calder Savings for £215 million.', 'Dana Reeve said the deal would add 9,000 customers.'])).toEqual([
        ["Dana Reeve said Harlow Bank's deal to buy the savings business of Calder Savings would add 9,000 customers.", 'rc-003-s1'],
      ]);
      expect(events(['Harlow Bank fined its supplier £2 million.', 'The supplier will appeal the fine.'])).toEqual([["The supplier will appeal Harlow Bank's fine.", 'rc-003-s1']]);
      expect(events(['Harlow Bank expanded its mobile banking service and its branch network in 2025.', cost])).toEqual([
        ["Harlow Bank's expansion of its mobile banking service cost £18.5 million and added 4 staff.", 'rc-003-s1'],
      ]);
    });

    it('refuses what would not pick out that event, or says it twice', () => {
      const none: Array<[string, string[], number?]> = [
        ['the event comes later', [cost, expanded], 0],
        ['an earlier sentence mentions the noun itself', ['An expansion in Leeds failed in 2023.', expanded, cost]],
        ['two earlier sentences tell such an event', [expanded, 'Harlow Bank expanded its branch network to Leeds in 2024.', cost]],
        ['a negated event', ['Harlow Bank never expanded its mobile banking service.', cost]],
        ['a future event', ['Harlow Bank will expand its mobile banking service.', cost]],
        ['what the verb acted on holds a figure', ['Harlow Bank expanded 6 branches in 2025.', cost]],
        ['what the verb acted on is cut to its determiner', ['Harlow Bank expanded its 6 branches in 2025.', cost]],
        ['the sentence names the actor already', [expanded, 'The expansion cost Harlow Bank £18.5 million.']],
        ['the noun does not stand whole', [expanded, 'Dana Reeve warned of the expansion 3 weeks earlier.']],
        ['the noun twice in the sentence', [expanded, 'The expansion cost £18.5 million, a second expansion more.']],
        ['an actor with no name', ['The city council expanded its library service to Leeds.', cost]],
        ['a number word in what the verb acted on', ['Harlow Bank expanded three branches in 2025.', cost]],
        ['what the verb acted on runs past eight words', ['Harlow Bank expanded its very large new digital mobile banking service network platform in 2025.', cost]],
        ['an adverb after the verb', ['Harlow Bank expanded rapidly in 2025.', cost]],
        ['a particle after the verb', ['Harlow Bank sold out of its Leeds bonds in 2024.', 'The sale raised £2 million.']],
        ['an idiom\'s object', ['Harlow Bank bought time with its Leeds lenders.', 'The purchase cost £2 million.']],
        ['no event after a verb that takes no object', ['Harlow Bank offered no comment on the plan.', 'The offer was made on 3 May 2025.']],
        ['a particle after a verb that takes no object', ['The court ruled out a merger in 2025.', 'The ruling affects 3,000 cases.']],
      ];
      for (const [why, spans, at] of none) expect(events(spans, at), why).toEqual([]);
    });

    it('is proven step by step like every carry: a forged actor or object is no true reading', () => {
      expectCarryProof(kit([expanded, cost]), 'rc-003-s2', "Harlow Bank's expansion of its mobile banking service cost £18.5 million and added 4 staff.", [
        "Dana Reeve's expansion of its mobile banking service cost £18.5 million and added 4 staff.",
        "Harlow Bank's expansion of its branch network cost £18.5 million and added 4 staff.",
      ]);
    });
  });

  describe('a bare definite told which thing it is by the sentence that opens on it', () => {
    const { kit, offers: described } = antecedentKit('rc-004');
    const unveiled = 'A memorial to the victims of the Leeds fire was unveiled on Mill Lane on 14 August 1921.';
    const cost = 'The memorial cost £3,200.';

    it('carries its modifiers and the phrase restricting it, up to the verb', () => {
      expect(described([unveiled, cost])).toEqual([['The memorial to the victims of the Leeds fire cost £3,200.', 'rc-004-s1']]);
      expect(described(['A museum dedicated to the Otley mill opened in Leeds in 1996.', 'The museum receives 46,000 visitors a year.'])).toEqual([
        ['The museum dedicated to the Otley mill receives 46,000 visitors a year.', 'rc-004-s1'],
      ]);
      expect(described(['A hydrogen leak forced Harlow Bank to close its Otley branch.', 'The leak was found on 4 March 2026.'])).toEqual([
        ['The hydrogen leak was found on 4 March 2026.', 'rc-004-s1'],
      ]);
      expect(described(['A tax on imported cars raised £2 million in 2025.', 'The tax was cut in 2026.'])).toEqual([['The tax on imported cars was cut in 2026.', 'rc-004-s1']]);
    });

    it('refuses a description that would not pick out that thing, or says nothing', () => {
      const none: Array<[string, string[], number?]> = [
        ['the thing comes later', [cost, unveiled], 0],
        ['another earlier sentence mentions the noun', ['Otley already had a memorial to its mill workers.', unveiled, cost]],
        ['a modifier leaning on another thing', ['A second memorial to the victims was unveiled in 1922.', cost]],
        ['a figure in the description', ['A memorial to the 30 victims was unveiled in 1921.', cost]],
        ['a relative clause in the description', ['A memorial that honours the victims was unveiled in 1921.', cost]],
        ['nothing restricts the noun', ['A memorial was unveiled on Mill Lane in 1921.', cost]],
        ['no verb follows the description', ['A memorial to the victims of the Leeds fire.', cost]],
        ['a participle that is the verb', ['A memorial stood on Mill Lane.', cost]],
        ['a present verb, which a plural noun would pass for', ['A stone memorial stands on Mill Lane.', cost]],
        ['the noun does not stand whole', [unveiled, 'Dana Reeve restored the memorial within 3 weeks.']],
        ['the sentence says the description already', [unveiled, 'The memorial to the victims of the Leeds fire cost £3,200.']],
        ['a clause inside the description', ['A memorial to the victims whose names were lost was unveiled in 1921.', cost]],
        ['a relative clause inside the description', ['A memorial to the victims who died was unveiled in 1921.', cost]],
        ['a present verb after a noun of the description', ['A museum in Leeds displays objects the crew left behind.', 'The museum receives 46,000 visitors a year.']],
        ['a participle describing a noun inside the description', ['A tax on cars imported from Japan raised £2 million in 2025.', 'The tax was cut in 2026.']],
        ['a number word in the description', ['A memorial to the thirty victims was unveiled in 1921.', cost]],
        ['an ordinal leaning on another thing', ['A fifth memorial to the victims was unveiled in 1922.', cost]],
        ['more than three modifiers', ['A large new stone war memorial to the victims was unveiled in 1921.', cost]],
        ['a capitalised modifier', ['A Leeds memorial to the victims was unveiled in 1921.', cost]],
        ['a description past ten words', ['A memorial to the victims of the great fire in the old mill of Leeds town was unveiled in 1921.', cost]],
        ['the noun twice in the sentence', [unveiled, 'The memorial cost £3,200, and the memorial stands on Mill Lane.']],
        ['an earlier sentence tells an event the noun names', ['An expansion of the Otley branch was approved in 2024.', 'Harlow Bank expanded its Leeds centre in 2025.', 'The expansion cost £2 million.']],
      ];
      for (const [why, spans, at] of none) expect(described(spans, at), why).toEqual([]);
    });

    it('reads a description only up to the verb of a sentence opening on an indefinite subject', () => {
      expect(introducedSubject(unveiled, 'memorial')).toBe('memorial to the victims of the Leeds fire');
      expect(introducedSubject('A memorial was unveiled on Mill Lane.', 'memorial')).toBeNull();
      expect(introducedSubject('The memorial to the victims was unveiled on Mill Lane.', 'memorial')).toBeNull();
      expect(introducedSubject('Harlow Bank unveiled a memorial to the victims.', 'memorial')).toBeNull();
      expect(introducedSubject('A jury in Delaware found on 19 March that Harlow Bank had broken 2 rules.', 'jury')).toBeNull();
    });

    it('is proven step by step like every carry: a forged description is no true reading', () => {
      expectCarryProof(kit([unveiled, cost]), 'rc-004-s2', 'The memorial to the victims of the Leeds fire cost £3,200.', [
        'The memorial to the victims of the Otley flood cost £3,200.',
      ]);
    });
  });

  it('never fronts a reported sentence with `After` (it would date the saying), whichever reporting word it holds', () => {
    const reported = (text: string) => carryOptions(text, { ...bank, spans: [...bank.spans.slice(0, 4), { id: 'rc-001-s5', text }] }, 'rc-001-s5');
    expect(reported('Harlow Bank sold its Leeds centre on 9 September 2025.').some((c) => c.edit === 'carry-after')).toBe(true);
    for (const verb of ['said', 'reported', 'announced', 'tells investors']) {
      expect(reported(`Harlow Bank ${verb} the sale of its Leeds centre on 9 September 2025.`).filter((c) => c.edit === 'carry-after')).toEqual([]);
    }
  });
});

describe('readings: recorded step by step, proven step by step', () => {
  it('draws readings whose every step its operator offers again, seed by seed the same', () => {
    for (const span of bank.spans) {
      for (let seed = 0; seed < 6; seed++) {
        const steps = composeReading(span, bank, createRng(seed));
        expect(composeReading(span, bank, createRng(seed))).toEqual(steps);
        if (steps.length > 0) expect(readingProblems(steps, bank, span.id), `${span.id} seed ${seed}`).toEqual([]);
      }
    }
  });

  it('rejects a step no operator offers, a rewording that adds a name, a reading of an unknown span, an empty reading', () => {
    const source = 'rc-001-s1';
    expect(readingProblems([{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in York, closed its branch in Otley on 2 June 2025.' }], bank, source).join())
      .toMatch(/step 1 \(carry-relative\) adds what no other plan sentence says/);
    expect(readingProblems([{ edit: 'trim-clause', text: 'Harlow Bank closed its branch.' }], bank, source).join()).toMatch(/step 1 \(trim-clause\) drops more/);
    expect(readingProblems([{ edit: 'reword-thesaurus', text: 'Harlow Bank shut its branch in Otley on 2 June 2025, in York.' }], bank, source).join()).toMatch(/adds a name the source does not: york/);
    expect(readingProblems([{ edit: 'decontext-pronoun', text: 'Harlow Bank closed its branch in Otley on 2 June 2025.' }], bank, source).join()).toMatch(/is not the sentence with what it leans on named/);
    expect(readingProblems([{ edit: 'swap-it', text: 'Harlow Bank closed its branch in Otley on 2 June 2025.' }], bank, source).join()).toMatch(/unknown reading edit swap-it/);
    expect(readingProblems([], bank, source)).toEqual(['the reading has no step']);
    expect(readingProblems([{ edit: 'trim-title', text: 'x' }], bank, 'rc-001-s9').join()).toMatch(/rc-001-s9/);
  });

  it('knows when a claim changed what a carry brought in', () => {
    const source = spanText('rc-001-s1');
    const steps = [{ edit: 'carry-relative', text: 'Harlow Bank, which opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.' }];
    expect(keepsCarried(source, steps, 'Harlow Bank, which opened a digital centre in Leeds, opened its branch in Otley on 2 June 2025.')).toBe(true);
    expect(keepsCarried(source, steps, 'Harlow Bank, which closed a digital centre in Leeds, closed its branch in Otley on 2 June 2025.')).toBe(false);
    // Every carried word kept, but the class edit lands inside the carried clause: the false atom is the carry.
    expect(keepsCarried(source, steps, 'Harlow Bank, which never opened a digital centre in Leeds, closed its branch in Otley on 2 June 2025.')).toBe(false);
  });
});

describe('the balanced draw of recast classes', () => {
  const kase = (claim: string, source: string) => ({ id: 'x', class: 'negation', claim, expected: 'unsupported' as const, evidence: [{ id: 's', text: source }], provenance: { generator: 'negation', seed: 0, source_passage: 'p', source_span: 's', transform: '' } });
  const whole = kase('Harlow Bank did not close its branch in Otley on 2 June 2025.', 'Harlow Bank closed its branch in Otley on 2 June 2025.');
  const part = kase('Harlow Bank did not close its branch.', 'Harlow Bank closed its branch in Otley on 2 June 2025.');

  const recomposed = kase('Harlow Bank, which opened a digital centre in Leeds, did not close its branch.', 'Harlow Bank closed its branch in Otley on 2 June 2025.');
  // Part of the source (6 of its 11 words), most of the claim from it (6 of 9 words).
  const partOnly = kase('Harlow Bank did not close its branch in Otley.', 'Harlow Bank closed its branch in Otley on 2 June 2025.');

  it('groups a claim on context, then (with context) on whether it is recomposed, then on part, then on its own edit', () => {
    expect(recastBalanceKind(['not', 'decontext-definite', 'reword-thesaurus'], whole)).toBe('context/single/whole/not');
    expect(recastBalanceKind(['unit', 'trim-title', 'carry-relative'], partOnly)).toBe('context/single/part/unit');
    expect(recastBalanceKind(['not', 'trim-date', 'carry-relative'], recomposed)).toBe('context/recomposed/part/not');
    expect(recastBalanceKind(['antonym', 'trim-title', 'reword-passive'], whole)).toBe('plain/single/whole/antonym');
    // Recomposed without context (a rewording alone) stays plain; the class's own edit never counts as context.
    expect(recastBalanceKind(['not', 'reword-thesaurus'], recomposed)).toBe('plain/single/part/not');
    expect(recastBalanceKind(['decontext-short'], whole)).toBe('plain/single/whole/decontext-short');
    expect(partBalanceKind(['passive'], part)).toBe('part/passive');
    const shares = recastShares(0.6, 0.3, { recomposed: 0.8, single: 0.25 });
    expect([['context', 0], ['plain', 0], ['recomposed', 1], ['single', 1], ['not', 3]].map(([k, l]) => shares(k as string, l as number, [])))
      .toEqual([0.6, 0.4, 0.3, 0.7, undefined]);
    // Part is drawn in one share among recomposed claims and in another among the rest.
    expect(['part', 'whole'].map((k) => shares(k, 2, ['context', 'recomposed']))).toEqual([0.8, 1 - 0.8]);
    expect(['part', 'whole'].map((k) => shares(k, 2, ['context', 'single']))).toEqual([0.25, 0.75]);
    expect(['part', 'whole'].map((k) => shares(k, 2, ['plain', 'single']))).toEqual([0.25, 0.75]);
  });

  it('counts a claim as recomposed only below 3/5 of its words from its source, and never without its source span', () => {
    expect(fromSource(recomposed.claim, recomposed.evidence[0].text)).toBeCloseTo(5 / 14, 10);
    expect([recomposes(recomposed), recomposes(partOnly), recomposes(whole)]).toEqual([true, false, false]);
    // Words are counted as written: `did not close` brings three the source (`closed`) does not have.
    expect(recomposes(part)).toBe(true);
    // The source itself, and a claim whose source span is missing: not recomposed.
    expect(recomposes(kase(whole.evidence[0].text, whole.evidence[0].text))).toBe(false);
    expect(recomposes({ ...recomposed, provenance: { ...recomposed.provenance, source_span: 'elsewhere' } })).toBe(false);
  });

  it('counts a claim as part only below 3/5 of its source words kept, and never without its source span', () => {
    expect(keptOfSource(part.claim, part.evidence[0].text)).toBeCloseTo(4 / 11, 10);
    expect([keepsPart(part), keepsPart(whole)]).toEqual([true, false]);
    // The source itself, the source with one word changed, a claim whose source span is missing: not part.
    expect(keepsPart(kase(part.evidence[0].text, part.evidence[0].text))).toBe(false);
    expect(keepsPart({ ...part, provenance: { ...part.provenance, source_span: 'elsewhere' } })).toBe(false);
  });

  it('compares words formats aside: a claim changing only formats is neither recomposed nor part', () => {
    const source = 'Rail freight fell 12% to 2,340 tonnes on 1 March 2026.';
    const formats = kase('Rail freight fell 12 per cent to 2340 tonnes on 2026-03-01.', source);
    expect([fromSource(formats.claim, source), keptOfSource(formats.claim, source)]).toEqual([1, 1]);
    expect([recomposes(formats), keepsPart(formats)]).toEqual([false, false]);
    // Words changed with the formats still count: `goods` and `dropped` are new.
    expect(recomposes(kase('Goods traffic dropped 12 per cent to 2340 tonnes on 2026-03-01.', source))).toBe(false);
    expect(fromSource('Goods traffic dropped 12 per cent to 2340 tonnes on 2026-03-01.', source)).toBeCloseTo(8 / 11, 10);
  });

  it('draws context, recomposition and part in the shares of hand-written claims of each class that name something new, are recomposed, keep part of their source', () => {
    const hand = loadHandwritten();
    for (const [cls, share] of Object.entries(HANDWRITTEN_CONTEXT_SHARE)) {
      const of = hand.filter((c) => c.class === cls);
      expect(of.length, cls).toBeGreaterThan(0);
      expect(of.filter(addsNames).length / of.length, cls).toBe(share);
      const generator = getGenerator(cls);
      const named = of.filter(addsNames);
      const recomposedShare = HANDWRITTEN_RECOMPOSED_SHARE[cls as keyof typeof HANDWRITTEN_CONTEXT_SHARE];
      expect(named.filter(recomposes).length / named.length, cls).toBe(recomposedShare);
      // Every recomposed hand-written claim names something new: recomposition is drawn within context only.
      expect(of.filter(recomposes).every(addsNames), cls).toBe(true);
      // Part among the recomposed claims and among the rest, as people write each.
      const byComposition = HANDWRITTEN_PART_SHARE_BY_COMPOSITION[cls as keyof typeof HANDWRITTEN_CONTEXT_SHARE];
      const single = of.filter((c) => !recomposes(c));
      expect(of.filter(recomposes).filter(keepsPart).length / of.filter(recomposes).length, cls).toBe(byComposition.recomposed);
      expect(single.filter(keepsPart).length / single.length, cls).toBe(byComposition.single);
      expect(['context', 'plain'].map((k) => generator.balanceShare!(k, 0, [])), cls).toEqual([share, 1 - share]);
      expect(['recomposed', 'single'].map((k) => generator.balanceShare!(k, 1, ['context'])), cls).toEqual([recomposedShare, 1 - recomposedShare]);
      expect(['part', 'whole'].map((k) => generator.balanceShare!(k, 2, ['context', 'recomposed'])), cls).toEqual([byComposition.recomposed, 1 - byComposition.recomposed]);
      expect(['part', 'whole'].map((k) => generator.balanceShare!(k, 2, ['plain', 'single'])), cls).toEqual([byComposition.single, 1 - byComposition.single]);
      expect(generator.balanceShare!('not', 3, ['context', 'single', 'part']), cls).toBeUndefined();
      expect(generator.balanceKind, cls).toBe(recastBalanceKind);
    }
    const roles = hand.filter((c) => c.class === 'role-swap');
    expect(roles.filter(keepsPart).length / roles.length).toBe(HANDWRITTEN_PART_SHARE['role-swap']);
    expect(['part', 'whole'].map((k) => getGenerator('role-swap').balanceShare!(k, 0, []))).toEqual([HANDWRITTEN_PART_SHARE['role-swap'], 1 - HANDWRITTEN_PART_SHARE['role-swap']]);
    expect(getGenerator('role-swap').balanceKind).toBe(partBalanceKind);
    const fabrications = hand.filter((c) => c.class === 'topical-fabrication');
    expect(fabrications.filter(addsNames).length / fabrications.length).toBe(HANDWRITTEN_FABRICATION_NEW_NAMES_SHARE);
    const fabrication = getGenerator('topical-fabrication');
    expect(['names', 'plan'].map((k) => fabrication.balanceShare!(k, 0, []))).toEqual([HANDWRITTEN_FABRICATION_NEW_NAMES_SHARE, 1 - HANDWRITTEN_FABRICATION_NEW_NAMES_SHARE]);
    expect(fabrication.balanceShare!('blame', 1, ['plan'])).toBeUndefined();
    expect(fabrication.balanceKind).toBe(namesBalanceKind);
    const padded = hand.filter((c) => c.class === 'distractor-pad');
    expect(padded.filter(spreadsFigures).length / padded.length).toBe(HANDWRITTEN_SEVERAL_FIGURES_SHARE);
    const pad = getGenerator('distractor-pad');
    expect(['figures', 'plain'].map((k) => pad.balanceShare!(k, 0, []))).toEqual([HANDWRITTEN_SEVERAL_FIGURES_SHARE, 1 - HANDWRITTEN_SEVERAL_FIGURES_SHARE]);
    expect(pad.balanceShare!('blame', 1, ['figures'])).toBeUndefined();
    expect(pad.balanceKind).toBe(padBalanceKind);
  });

  it('reads figures spread over sentences only where no one evidence span holds every figure of the claim', () => {
    const evidence = [{ id: 'e1', text: 'The club sold 870 tickets.' }, { id: 'e2', text: 'It evacuated 30 villages.' }];
    expect(spreadsFigures({ claim: 'The 870 firefighters saved all 30 villages.', evidence })).toBe(true);
    expect(spreadsFigures({ claim: 'The 870 firefighters saved the villages.', evidence })).toBe(false);
    expect(spreadsFigures({ claim: 'The firefighters saved the villages.', evidence })).toBe(false);
    expect(spreadsFigures({ claim: 'The 870 firefighters saved all 31 villages.', evidence })).toBe(true);
  });
});

describe('recast claims of one span', () => {
  it('are never near-copies of each other (`cut 240 jobs` beside `cut 250 jobs`, one reading a word apart from another)', () => {
    const corpus = corpusView(loadCorpus());
    for (const cls of ['number-swap', 'scale-swap', 'negation']) {
      const generator = getGenerator(cls);
      for (const p of corpus.passages.slice(0, 60)) {
        const recast = generator.generate(p, corpus, createRng(1).fork(p.id), { repertoire: 'full' }).filter((c) => c.reading !== undefined);
        for (const [i, a] of recast.entries()) {
          for (const b of recast.slice(i + 1)) if (a.sourceSpan === b.sourceSpan) expect(nearCopies(a.claim, b.claim), `${cls}: ${a.claim} / ${b.claim}`).toBe(false);
        }
      }
    }
  });
});
