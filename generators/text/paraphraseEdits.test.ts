/**
 * The full paraphrase repertoire's edits, each on sentences it must rewrite and sentences it must leave alone, and the
 * meaning and role readers the paraphrase check is built on.
 */
import { describe, expect, it } from 'vitest';
import type { EntityMention } from '../../datasets/types.ts';
import { FIXTURE_PASSAGES } from '../fixtures.ts';
import { createRng } from '../../engine/rng.ts';
import { findTitledNames, rewriteTitle } from './apposition.ts';
import { frameTargets, parseFrame, renderFrame } from './attribution.ts';
import { converseOptions } from './converse.ts';
import { finiteToParticiple, participleToFinite, splitSentence, subordinateToEnd, subordinateToFront } from './clauses.ts';
import { formatEdit } from '../edits/wording.ts';
import { titleEdit } from '../edits/structural.ts';
import { editContext, type EditContext } from '../edits/types.ts';
import { dateUnits, findDates } from './dates.ts';
import { formatNeutral, formatOptions } from './formats.ts';
import { genitiveOptions } from './genitive.ts';
import { logicalMarkers, meaningProblems, quantityMarkers, tenseMarkers } from './meaning.ts';
import { nominalisations } from './nominalise.ts';
import { composeParaphrase } from './recompose.ts';
import { roleProblems, rolesOf } from './roles.ts';
import { findThesaurusSubstitutions } from './thesaurus.ts';
import { toActiveFull, toPassiveFull } from './voice.ts';
import { offered } from '../../test/thesaurusOffers.ts';

const person = (text: string): EntityMention => ({ text, kind: 'person' });
const org = (text: string): EntityMention => ({ text, kind: 'org' });
const place = (text: string): EntityMention => ({ text, kind: 'place' });
const DATE = String.raw`(?:\d{4}-\d{2}-\d{2}|\d{1,2} [A-Z][a-z]+ \d{4}|[A-Z][a-z]+ \d{1,2}, \d{4})`;

describe('meaning markers', () => {
  it('reads negation, modals and hedges, and tells the month May from the modal', () => {
    expect(logicalMarkers("The plant won't open in May 2026 and may close.")).toEqual(['neg', 'modal:will', 'modal:may']);
    expect(logicalMarkers('Ofpower refused to cut prices; it plans to act.')).toEqual(['refuse', 'hedge:intend']);
  });

  it('gives equivalent quantifiers one marker and keeps distinct ones apart', () => {
    expect(logicalMarkers('more than 12 and over 12')).toEqual(['quant:>', 'quant:>']);
    expect(logicalMarkers('about 40 or some 40, nearly all')).toEqual(['quant:~', 'quant:~', 'quant:~<', 'quant:all']);
    expect(logicalMarkers('at least 5 and up to 9')).toEqual(['quant:>=', 'quant:<=']);
  });

  it('reads directions only where they are directions, and number words', () => {
    expect(quantityMarkers('Sales rose 5%, up from 2, then went down by 3.')).toEqual(['direction:up', 'direction:up', 'direction:down']);
    expect(quantityMarkers('The company set up two offices and turned down the offer.')).toEqual(['number:two']);
  });

  it('reads tense and aspect, ignoring reporting verbs, infinitives and title copulas', () => {
    expect([...tenseMarkers('The bond pays a coupon.')]).toEqual(['present']);
    expect([...tenseMarkers('Prices had fallen.')].sort()).toEqual(['past', 'perfect']);
    expect([...tenseMarkers('Dana Reeve said the bank will cut jobs.')].sort()).toEqual(['future']);
    expect([...tenseMarkers('Dana Reeve, who is chief executive, resigned.')]).toEqual(['past']);
    expect([...tenseMarkers('The bank cut 40 jobs.')]).toEqual(['either']);
  });

  it('accepts a rewording that keeps every marker and names each one that changes', () => {
    expect(meaningProblems('Prices rose more than 5% in 2025.', 'In 2025, prices climbed over 5%.')).toEqual([]);
    expect(meaningProblems('The bank cut 40 jobs.', 'The bank axed 40 posts.')).toEqual([]);
    expect(meaningProblems('The bank will not close.', 'The bank won’t close.'.replace('’', "'"))).toEqual([]);
    expect(meaningProblems('The bank closed 3 branches.', 'The bank may have closed 3 branches.')).toEqual([
      'modality changed: -[] +[modal:may]', 'tense changed: -[past] +[present, perfect]',
    ]);
    expect(meaningProblems('Every branch closed.', 'Most branches closed.')).toEqual(['quantifier changed: -[quant:every] +[quant:most]']);
  });
});

describe('roles', () => {
  const entities = [org('Harlow Bank'), org('Calder Savings'), person('Dana Reeve')];

  it('reads the doer of actives, passives, attributions and possessed action nouns', () => {
    expect(rolesOf('Harlow Bank acquired Calder Savings in 2024.', entities)).toEqual(new Map([['Harlow Bank', 'agent'], ['Calder Savings', 'patient']]));
    expect(rolesOf('Calder Savings was acquired in 2024 by Harlow Bank.', entities)).toEqual(new Map([['Calder Savings', 'patient'], ['Harlow Bank', 'agent']]));
    expect(rolesOf('According to chief executive Dana Reeve, profits rose.', entities).get('Dana Reeve')).toBe('agent');
    expect(rolesOf("Harlow Bank's acquisition of Calder Savings closed.", entities)).toEqual(new Map([['Harlow Bank', 'agent'], ['Calder Savings', 'prep:of']]));
    expect(rolesOf('Dana Reeve said Calder Savings would close.', entities).get('Calder Savings')).toBe('agent');
  });

  it('flags a doer turned into the done-to, and accepts voice changes', () => {
    const source = 'Harlow Bank acquired Calder Savings in 2024.';
    expect(roleProblems(source, 'Calder Savings was acquired by Harlow Bank in 2024.', entities)).toEqual([]);
    expect(roleProblems(source, 'Calder Savings acquired Harlow Bank in 2024.', entities)).toEqual([
      'role of Harlow Bank changed: agent → patient', 'role of Calder Savings changed: patient → agent',
    ]);
  });
});

describe('voice (full repertoire)', () => {
  const entities = [org('Stackgrow'), person('Amelia Drayton'), org('Northwind Renewables')];

  it('passivises described doers and present, perfect and modal verb groups', () => {
    expect(toPassiveFull('The city council banned thatched roofs in 1822.', entities)).toBe('Thatched roofs were banned by the city council in 1822.');
    expect(toPassiveFull('Stackgrow employs the pickers in Leeds.', entities)).toBe('The pickers are employed by Stackgrow in Leeds.');
    expect(toPassiveFull('Stackgrow has opened a new farm in Leeds.', entities)).toBe('A new farm has been opened by Stackgrow in Leeds.');
    expect(toPassiveFull('Stackgrow will build the farm in 2027.', entities)).toBe('The farm will be built by Stackgrow in 2027.');
  });

  it('refuses objects that cannot move: pronouns, possessives, second objects, a participle or possessive after', () => {
    expect(toPassiveFull('Stackgrow sold its stake in 2024.', entities)).toBeNull();
    expect(toPassiveFull('Stackgrow paid the firm $6 million.', entities)).toBeNull();
    expect(toPassiveFull('Stackgrow closed 3 farms and cut 40 jobs.', entities)).toBeNull();
    expect(toPassiveFull('Stackgrow won the cup on 2025-09-07, beating Riverton.', entities)).toBeNull();
    expect(toPassiveFull('The weather closed the farm.', entities)).toBeNull();
  });

  it('refuses an object that carries a measure in words, and keeps a determiner\'s count', () => {
    expect(toPassiveFull('Amelia Drayton scored the winner three minutes from the end.', entities)).toBeNull();
    expect(toPassiveFull('Stackgrow opened the farm a year early.', entities)).toBeNull();
    expect(toPassiveFull('Amelia Drayton scored the winner from the penalty spot.', entities)).toBe('The winner was scored by Amelia Drayton from the penalty spot.');
    expect(toPassiveFull('Stackgrow closed the three farms in Leeds.', entities)).toBe('The three farms were closed by Stackgrow in Leeds.');
    // A count right after the determiner heads the object, unit word or not.
    expect(toPassiveFull('Stackgrow booked the two days of tastings in Leeds.', entities)).toBe('The two days of tastings were booked by Stackgrow in Leeds.');
  });

  it('makes passives active, with titled agents and pronoun objects', () => {
    expect(toActiveFull('The hall was designed by architect Amelia Drayton in 1826.', entities)).toBe('Architect Amelia Drayton designed the hall in 1826.');
    expect(toActiveFull('It was built by Northwind Renewables at a cost of £3.9 billion.', entities)).toBe('Northwind Renewables built it at a cost of £3.9 billion.');
    expect(toActiveFull('The farm has been sold by Stackgrow.', entities)).toBe('Stackgrow has sold the farm.');
    expect(toActiveFull('The guide was written by Amelia Drayton and published in 2026.', entities)).toBeNull();
  });
});

describe('attribution frames', () => {
  const entities = [person('Dana Reeve'), person('Vanessa Holt')];

  it('parses a frame and writes it back in every form it allows', () => {
    const frame = parseFrame('Chief executive Dana Reeve said the board would pay a dividend.', entities)!;
    expect(frame).toMatchObject({ speaker: 'Chief executive Dana Reeve', verb: 'said', clause: 'The board would pay a dividend', form: 'front' });
    const written = frameTargets(frame).map((f) => renderFrame(frame, frame.clause, f, entities, ''));
    expect(written).toEqual([
      'Chief executive Dana Reeve said that the board would pay a dividend.',
      'According to chief executive Dana Reeve, the board would pay a dividend.',
      'The board would pay a dividend, according to chief executive Dana Reeve.',
      'The board would pay a dividend, chief executive Dana Reeve said.',
      'The board would pay a dividend, said chief executive Dana Reeve.',
    ]);
    // A bare speaker's saying is never made a quotation (`In Dana Reeve's words, …`): no hand-written claim does that.
    const bare = parseFrame('Dana Reeve said the board would pay a dividend.', entities)!;
    expect(frameTargets(bare).map((f) => renderFrame(bare, bare.clause, f, entities, ''))).toEqual([
      'Dana Reeve said that the board would pay a dividend.',
      'According to Dana Reeve, the board would pay a dividend.',
      'The board would pay a dividend, according to Dana Reeve.',
      'The board would pay a dividend, Dana Reeve said.',
      'The board would pay a dividend, said Dana Reeve.',
    ]);
  });

  it('keeps an appositive speaker closed by commas, and the audience and date of a telling', () => {
    const apposed = parseFrame('Its chair, Vanessa Holt, said 12% of members planned to sell.', entities)!;
    expect(renderFrame(apposed, apposed.clause, 'end', entities, '')).toBe('12% of members planned to sell, its chair, Vanessa Holt, said.');
    const told = parseFrame('Dana Reeve told investors on 30 July 2025 that arrears had climbed.', entities)!;
    expect(renderFrame(told, told.clause, 'speaking-to', entities, '')).toBe('Speaking to investors on 30 July 2025, Dana Reeve said arrears had climbed.');
  });

  it('never moves a clause opening on a figure before its speaker (no sentence of the corpus opens on one)', () => {
    const figure = parseFrame('Dana Reeve said 250,000 children would be vaccinated.', entities)!;
    const forms = frameTargets(figure);
    expect(forms).not.toContain('end');
    expect(forms).not.toContain('according-end');
    expect(forms).not.toContain('end-inverted');
    expect(forms).toContain('according-front');
    expect(frameTargets(parseFrame('Dana Reeve said the ministry would vaccinate 250,000 children.', entities)!)).toContain('end');
  });

  it('parses nothing that is not an attribution', () => {
    expect(parseFrame('The bank that said no closed.', entities)).toBeNull();
    expect(parseFrame('Dana Reeve resigned in 2025.', entities)).toBeNull();
  });
});

describe('titles beside names', () => {
  it('moves a title after its name and back, never into a relative clause (`who is the chief executive`)', () => {
    const entities = [person('Dana Reeve'), org('Fresh Fields Alliance'), person('Ruben Claes')];
    const text = 'Chief executive Dana Reeve said costs rose.';
    const [t] = findTitledNames(text, entities);
    expect(rewriteTitle(text, t, 'apposition')).toBe('Dana Reeve, the chief executive, said costs rose.');
    expect(titleEdit.apply(text, editContext({ id: 'p', topic: 't', domain: 'business', spans: [{ id: 's', text }], entities }), createRng(1)).map((c) => c.text))
      .toEqual(['Dana Reeve, the chief executive, said costs rose.']);
    const orgText = 'Consumer group Fresh Fields Alliance asked for labels.';
    expect(rewriteTitle(orgText, findTitledNames(orgText, entities)[0], 'apposition')).toBe('Fresh Fields Alliance, a consumer group, asked for labels.');
    const apposed = 'Prices rose, said Dana Reeve, the chief executive, on Monday.';
    expect(rewriteTitle(apposed, findTitledNames(apposed, entities)[0], 'before')).toBe('Prices rose, said chief executive Dana Reeve on Monday.');
    const belgian = 'Belgian rider Ruben Claes won.';
    expect(rewriteTitle(belgian, findTitledNames(belgian, entities)[0], 'apposition')).toBe('Ruben Claes, a Belgian rider, won.');
  });

  it('sets no description off by commas before an adjunct of the clause, which would read as part of it', () => {
    const entities = [person('Diego Cardenas'), org('FlyNova')];
    const agent = 'The response was headed by plant pathologist Diego Cardenas from March 4, 2024.';
    expect(rewriteTitle(agent, findTitledNames(agent, entities)[0], 'apposition')).toBeNull();
    const bought = 'The slots were bought by the budget carrier FlyNova for $96 million.';
    expect(rewriteTitle(bought, findTitledNames(bought, entities)[0], 'apposition')).toBeNull();
    // At the end of the sentence, or as the subject before its verb, the description still moves.
    const last = 'The response was headed by plant pathologist Diego Cardenas.';
    expect(rewriteTitle(last, findTitledNames(last, entities)[0], 'apposition')).toBe('The response was headed by Diego Cardenas, a plant pathologist.');
    const subject = 'Plant pathologist Diego Cardenas led the response from March 4, 2024.';
    expect(rewriteTitle(subject, findTitledNames(subject, entities)[0], 'apposition')).toBe('Diego Cardenas, a plant pathologist, led the response from March 4, 2024.');
  });

  it('finds no title in a capitalised name or a verb before a name', () => {
    const entities = [person('Imran Baig'), org('Eastport Hawks')];
    expect(findTitledNames('Southern Cross coach Imran Baig said so.', entities)).toEqual([]);
    expect(findTitledNames('Riverside Rovers beat Eastport Hawks.', entities)).toEqual([]);
  });
});

describe('clauses', () => {
  const entities = [person('Maya Okonkwo'), org('Greenmeadow')];

  it('moves subordinate clauses between the ends of a sentence, but not past a report, a figure or a noun', () => {
    expect(subordinateToFront('Greenmeadow was fined after milk polluted the river.', entities, '')).toBe('After milk polluted the river, Greenmeadow was fined.');
    expect(subordinateToEnd('After the fire, the council banned thatched roofs.', entities, '')).toBe('The council banned thatched roofs after the fire.');
    expect(subordinateToFront('Greenmeadow said prices fell after the storm.', entities, '')).toBeNull();
    expect(subordinateToFront('Shares fell 4.3% after the announcement.', entities, '')).toBeNull();
    expect(subordinateToFront('It was the first cut since September 2023.', entities, '')).toBeNull();
    expect(subordinateToFront('Only 218 people have reached the summit since then.', entities, '')).toBe('Since then, only 218 people have reached the summit.');
  });

  it('never fronts a clause ending on a time adjunct that may date the main verb', () => {
    for (const when of ['on 2025-05-09', 'on May 9', 'in 2024', 'in early March', 'last week', 'on Tuesday']) {
      expect(subordinateToFront(`The fortress reopened after restoration ${when}.`, entities, '')).toBeNull();
    }
    expect(subordinateToFront('The fortress reopened after a long restoration.', entities, '')).toBe('After a long restoration, the fortress reopened.');
  });

  it('turns a participle clause into a finite verb and a second verb into a participle', () => {
    expect(participleToFinite('Egypt was the largest buyer, taking 6.8 million tonnes.')).toBe('Egypt was the largest buyer and took 6.8 million tonnes.');
    expect(participleToFinite('The museum is open, including on Sundays.')).toBeNull();
    // A gerund subject of its own verb is no participle clause (`and dealt would resume`).
    expect(participleToFinite('Once the fund had sold enough offices, dealing would resume.')).toBeNull();
    expect(participleToFinite('The fund closed its offices, dealing with the withdrawals.')).toBe('The fund closed its offices and dealt with the withdrawals.');
    expect(finiteToParticiple('Maya Okonkwo hit 14 aces and saved 9 of 12 break points.')).toBe('Maya Okonkwo hit 14 aces, saving 9 of 12 break points.');
    expect(finiteToParticiple('The study was carried out by the trust and published on 12 June 2025.')).toBeNull();
  });

  it('splits a sentence at a relative clause, a participle or a second verb, naming the subject again', () => {
    expect(splitSentence('A crowd attended the ceremony, which marked the 100th anniversary.', entities)).toBe('A crowd attended the ceremony. The ceremony marked the 100th anniversary.');
    expect(splitSentence('Maya Okonkwo hit 14 aces and saved 9 break points.', entities)).toBe('Maya Okonkwo hit 14 aces. Okonkwo saved 9 break points.');
    expect(splitSentence('The fund returned 7.3%, beating its benchmark.', entities)).toBe('The fund returned 7.3%. It beat its benchmark.');
    expect(splitSentence('The app is popular in Nigeria, Kenya and Brazil.', entities)).toBeNull();
  });

  it('names the head of a subject again, never a name after its preposition, and keeps a name\'s article', () => {
    const named = [person('Victor Salgado'), person('Martha Quigley'), org('Ashgrove Textile Union'), org('University of Calder')];
    expect(splitSentence('The trial of Victor Salgado opened in Valcera on 3 March 2025 and went on for 7 weeks.', named))
      .toBe('The trial of Victor Salgado opened in Valcera on 3 March 2025. The trial went on for 7 weeks.');
    expect(splitSentence('Former port director Victor Salgado opened the hearing and denied 11 charges.', named))
      .toBe('Former port director Victor Salgado opened the hearing. Salgado denied 11 charges.');
    expect(splitSentence('The University of Calder agreed to cut rents and ended the dispute.', named))
      .toBe('The University of Calder agreed to cut rents. The University of Calder ended the dispute.');
    expect(splitSentence('Martha Quigley later founded the Ashgrove Textile Union, which had 4500 members by 1895.', named))
      .toBe('Martha Quigley later founded the Ashgrove Textile Union. The Ashgrove Textile Union had 4500 members by 1895.');
  });
});

describe('converse verbs', () => {
  const entities = [org('Riverside Rovers'), org('Harbour City'), person('Kofi Mensah'), org('Atletico Lusitano'), org('Pellworth Stores'), org('Oakline Home')];

  it('tells the event from the other side, and the role check accepts it', () => {
    const won = 'Riverside Rovers beat Harbour City 3-1 in the final on April 12, 2025.';
    const [lost] = converseOptions(won, entities);
    expect(lost.text).toBe('Harbour City lost 3-1 to Riverside Rovers in the final on April 12, 2025.');
    expect(roleProblems(won, lost.text, entities)).toEqual([]);
    const sold = 'Riverside Rovers sold Kofi Mensah to Atletico Lusitano for €38 million.';
    const [bought] = converseOptions(sold, entities);
    expect(bought.text).toBe('Atletico Lusitano bought Kofi Mensah from Riverside Rovers for €38 million.');
    expect(roleProblems(sold, bought.text, entities)).toEqual([]);
    expect(converseOptions(bought.text, entities).map((o) => o.text)).toEqual([sold]);
  });

  it('refuses a possessive item and a second clause, and flags a converse with the parties left in place', () => {
    expect(converseOptions('Pellworth Stores sold its furniture division to Oakline Home.', entities)).toEqual([]);
    expect(converseOptions('Riverside Rovers beat Harbour City in the final, and Kofi Mensah scored.', entities)).toEqual([]);
    const won = 'Riverside Rovers beat Harbour City 3-1.';
    expect(roleProblems(won, 'Riverside Rovers lost 3-1 to Harbour City.', entities)).toHaveLength(2);
  });
});

describe('verb ↔ noun, formats, genitives and the thesaurus', () => {
  it('rewrites verbs as nouns and back where the pair is listed', () => {
    const texts = (s: string) => nominalisations(s).map((o) => o.text);
    expect(texts('Ticket prices rose 6% in 2025.')).toEqual(['Ticket prices saw a rise of 6% in 2025.']);
    expect(texts('Revenue was $318 million, up 26%.')).toEqual(['Revenue was $318 million, a rise of 26%.']);
    expect(texts('The region paid €75 million to Corvan.')).toEqual(['The region made a payment of €75 million to Corvan.']);
    expect(texts('Stackgrow has 460 employees.')).toEqual(['Stackgrow employs 460 people.']);
    expect(texts('The loan was approved by the board.')).toEqual([]);
  });

  it('takes a named party to court where the sentence names no court; the one sued stays the one sued', () => {
    const texts = (s: string) => nominalisations(s).map((o) => o.text);
    expect(texts('Sovrena sued Kantara Traction in Zurich, seeking CHF 4.6 million.')).toEqual([
      'Sovrena brought a lawsuit against Kantara Traction in Zurich, seeking CHF 4.6 million.',
      'Sovrena took Kantara Traction to court in Zurich, seeking CHF 4.6 million.',
    ]);
    expect(texts('The guild sued the Harbourline Symphony Orchestra.')).toEqual([
      'The guild brought a lawsuit against the Harbourline Symphony Orchestra.', 'The guild took the Harbourline Symphony Orchestra to court.',
    ]);
    expect(texts('In May, Kantara was sued by Sovrena.')).toEqual(['In May, Kantara was taken to court by Sovrena.']);
    // A court the sentence names would be named twice (`took X to court at a court in Venice`); an object that is no
    // name has no clear end to set `to court` after.
    expect(texts('Sovrena sued Cantina at a court in Venice.').some((t) => t.includes('to court'))).toBe(false);
    expect(texts('Kantara was sued by Sovrena in the High Court.')).toEqual([]);
    expect(texts('Sovrena sued her former label, Halcyon Records.')).toEqual([]);
    const court = (s: string) => texts(s).filter((t) => t.includes('to court'));
    // A perfect (`has took` is no English), a name with a small word inside, a list, an aside, a plural court.
    expect(court('Kantara has sued Sovrena over the patent.')).toEqual([]);
    expect(court('The union sued the Centre for Policy Studies over pay.')).toEqual([]);
    expect(court('The union sued the Guild of Orchestral Players.')).toEqual([]);
    expect(court('Epic Games sued Apple, Google and Samsung in 2020.')).toEqual([]);
    expect(court('Lotte sued Halcyon Records, her former label, over royalties.')).toEqual([]);
    expect(court('Nubifer sued Sovrena in the Commercial Courts.')).toEqual([]);
    expect(court('The guild sued the Harbourline Symphony Orchestra for C$2.6 million.')).toEqual(['The guild took the Harbourline Symphony Orchestra to court for C$2.6 million.']);
  });

  it('changes a figure’s format but never its value, and writes every percentage alike', () => {
    const texts = formatOptions('Rates rose from 81% to 92% over 38 kilometres, for £412 million, in 1284.', []).map((o) => o.text);
    expect(texts).toContain('Rates rose from 81 per cent to 92 per cent over 38 kilometres, for £412 million, in 1284.');
    expect(texts).toContain('Rates rose from 81% to 92% over 38 kilometres, for 412 million pounds, in 1284.');
    expect(texts).toContain('Rates rose from 81% to 92% over 38 km, for £412 million, in 1284.');
    expect(texts.some((t) => t.includes('1,284'))).toBe(false);
    // After a month the figure is a year too (`March 1646` is no date the date reader takes); a count is still grouped.
    expect(formatOptions('The talks opened in March 1646.', []).map((o) => o.text)).toEqual([]);
    expect(formatOptions('The talks drew 1646 envoys.', []).map((o) => o.text)).toEqual(['The talks drew 1,646 envoys.']);
    expect(formatOptions('It sells for $5.10 per kilogram.', []).map((o) => o.text)).toEqual([]);
  });

  it('marks a currency sign written out as its word, and no other change (`spellsOutSign`)', () => {
    const spelt = (s: string) => formatOptions(s, []).filter((o) => o.spellsOutSign === true).map((o) => o.text);
    expect(spelt('The council approved a budget of £4 million, up 12%.')).toEqual(['The council approved a budget of 4 million pounds, up 12%.']);
    expect(spelt('The council approved a budget of 4 million pounds, up 12%.')).toEqual([]);
    expect(formatOptions('The council approved a budget of 4 million pounds.', []).map((o) => o.text)).toEqual(['The council approved a budget of £4 million.']);
  });

  it('writes every format one way for comparing words (`formatNeutral`), words themselves untouched', () => {
    const neutral = 'Flights fell 12% to 2340 on 2026-03-01 over 38 km.';
    expect(formatNeutral('Flights fell 12 per cent to 2,340 on 1 March 2026 over 38 kilometres.')).toBe(neutral);
    expect(formatNeutral('Flights fell 12% to 2340 on March 1, 2026 over 38 km.')).toBe(neutral);
    expect(formatNeutral('Flights dropped 12 percent to 2,340 on 2026-03-01 over 38 kilometres.')).toBe('Flights dropped 12% to 2340 on 2026-03-01 over 38 km.');
    // The longest unit first: `kilometres per hour` is `km/h`, never `km per hour`.
    expect(formatNeutral('Winds reached 80 kilometres per hour.')).toBe('Winds reached 80 km/h.');
    // A rate's period in any wording after its figure: `£17.8 million per month` and `… monthly` are one claim.
    const rate = 'The scheme costs £17.8 million per month and sells 52000 copies per week.';
    expect(formatNeutral('The scheme costs £17.8 million monthly and sells 52,000 copies a week.')).toBe(rate);
    expect(formatNeutral('The scheme costs £17.8 million a month and sells 52,000 copies each week.')).toBe(rate);
    expect(formatNeutral('The scheme costs £17.8 million every month and sells 52,000 copies weekly.')).toBe(rate);
    expect(formatNeutral('Wages rose 4% annually.')).toBe(formatNeutral('Wages rose 4% per annum.'));
    // Not a rate: a period with no figure before it, or a figure of another period (`a month later`, `a year ago`).
    expect(formatNeutral('Sales rose every month and shares are traded daily.')).toBe('Sales rose every month and shares are traded daily.');
    expect(formatNeutral('It opened in a month.')).toBe('It opened in a month.');
    expect(formatNeutral('Sales rose 14% from a year earlier, 2 points a year ago.')).toBe('Sales rose 14% from a year earlier, 2 points a year ago.');
    for (const text of [
      'Sales rose 2% a year later.', 'It cut 40 jobs in a month.', 'In 2025 the council met every month.',
      'It saved 10% of its monthly bill for 500 million monthly users.', 'In 2024, a year in which prices rose, it grew.',
    ]) expect(formatNeutral(text), text).toBe(text);
    expect(formatNeutral('On 3 June 2025 a year of talks ended.')).toBe('On 2025-06-03 a year of talks ended.');
    expect(formatNeutral('It produces 5 tonnes of hydrogen a year and 2 tonnes monthly.')).toBe('It produces 5 tonnes of hydrogen per year and 2 tonnes per month.');
    expect(formatNeutral('The population grew 0.8% annually between 2015 and 2025.')).toBe('The population grew 0.8% per year between 2015 and 2025.');
    // A grouped figure of 1,500 to 2,099 is no year: its period is read before the separator goes.
    expect(formatNeutral('Households pay £1,950 a month and 1,800 monthly.')).toBe('Households pay £1950 per month and 1800 per month.');
    expect(formatNeutral('Households pay £1,690 a year.')).toBe(formatNeutral('Households pay £1,690 annually.'));
    // A year and a list of figures keep their commas where no thousands group follows.
    expect(formatNeutral('In 1646, 4, 5 and 6 ships sailed.')).toBe('In 1646, 4, 5 and 6 ships sailed.');
  });

  it('re-writes both ends of a date range in one format, never one end alone', () => {
    const ctx: EditContext = { entities: [], passageText: '', historical: false, plan: [], protect: [] };
    const texts = (s: string) => formatEdit.apply(s, ctx, createRng(1)).filter((c) => c.edit === 'date-format').map((c) => c.text);
    expect(texts('Snow fell between 25 January 2026 and 26 January 2026.')).toEqual([
      'Snow fell between 2026-01-25 and 2026-01-26.', 'Snow fell between January 25, 2026 and January 26, 2026.',
    ]);
    expect(texts('The walkout ran from 2026-01-12 to 2026-01-16.')).toContain('The walkout ran from 12 January 2026 to 16 January 2026.');
    expect(texts('It ran 12 January 2026–16 January 2026.')).toContain('It ran 2026-01-12–2026-01-16.');
    // Two dates that are no range change one at a time.
    expect(texts('It opened on 2026-01-12 and closed on 2026-01-16.')).toContain('It opened on 12 January 2026 and closed on 2026-01-16.');
    const mixed = new RegExp(`between ${DATE} and ${DATE}|from ${DATE} to ${DATE}`);
    for (const sentence of ['Snow fell between 25 January 2026 and 26 January 2026 in Chicago.', 'It ran from 2026-01-12 to 2026-01-16.']) {
      for (const text of texts(sentence)) expect(dateUnits(text).every((u) => u.every((d) => d.format === u[0].format)), text).toBe(true);
      for (let seed = 0; seed < 20; seed++) {
        const composed = composeParaphrase(sentence, { id: 'p', topic: 't', domain: 'd', spans: [{ id: 'p-s1', text: sentence }], entities: [] }, createRng(seed));
        const m = composed === null ? null : mixed.exec(composed.text);
        if (m !== null) expect(new Set(findDates(m[0]).map((d) => d.format)).size, composed!.text).toBe(1);
      }
    }
    expect(dateUnits('from 2026-01-12 to 2026-01-16, then 2026-02-01').map((u) => u.length)).toEqual([2, 1]);
    // A period reported `for A to B` is one range too (`a profit of $640 million for 2026-01-01 to 2026-03-31`).
    expect(dateUnits('a profit of $640 million for 2026-01-01 to 2026-03-31').map((u) => u.length)).toEqual([2]);
  });

  it('alternates genitives around names, never an appositive of', () => {
    const entities = [place('Odesa'), place('Thornbury'), org('Petrolux'), place('Esbjerg')];
    expect(genitiveOptions('The port of Odesa handled 58%.', entities).map((o) => o.text)).toEqual(["Odesa's port handled 58%."]);
    expect(genitiveOptions('The city of Thornbury paid.', entities)).toEqual([]);
    expect(genitiveOptions("The deal doubled Petrolux's renewable capacity.", entities).map((o) => o.text)).toEqual(['The deal doubled the renewable capacity of Petrolux.']);
    expect(genitiveOptions('Turbines were made in its factory in Esbjerg.', entities).map((o) => o.text)).toEqual(['Turbines were made in its Esbjerg factory.']);
  });

  it('moves no owner past an adverb or into a phrase that has an `of` already', () => {
    const entities = [org('Kerrigan Volcano Observatory'), org('National Weather Bureau')];
    const texts = (s: string) => genitiveOptions(s, entities).map((o) => o.text);
    expect(texts("The Kerrigan Volcano Observatory's sensors also measured the ground.")).toEqual([]);
    expect(texts("The National Weather Bureau's forecast of 60 to 75 centimetres was early.")).toEqual([]);
    expect(texts("The Kerrigan Volcano Observatory's sensors measured the ground.")).toEqual(['The sensors of the Kerrigan Volcano Observatory measured the ground.']);
  });

  it('takes a name\'s own article into the of-phrase, never leaving a doubled `the`', () => {
    const entities = [org('Westward Telegraph Company'), org('Petrolux')];
    const texts = (s: string) => genitiveOptions(s, entities).map((o) => o.text);
    expect(texts("The Westward Telegraph Company's line was 5,870 kilometres long."))
      .toEqual(['The line of the Westward Telegraph Company was 5,870 kilometres long.']);
    expect(texts("A storm cut the Westward Telegraph Company's line in 1887."))
      .toEqual(['A storm cut the line of the Westward Telegraph Company in 1887.']);
    expect(texts("The storm cut Petrolux's total capacity.")).toEqual(['The storm cut the total capacity of Petrolux.']);
    for (const text of [...texts("The Westward Telegraph Company's line was long."), ...texts("Theo saw the Westward Telegraph Company's line.")]) {
      expect(text).not.toMatch(/\bthe the\b/i);
    }
  });

  it('rewords only in the senses it lists, never an infinitive slot, never a protected range', () => {
    const first = (o: readonly string[]) => o[0];
    const replaced = (text: string, ranges: Array<[number, number]> = []) => findThesaurusSubstitutions(text, ranges, first).map((s) => s.replacement);
    expect(replaced('Harlow reported a pre-tax profit of £412 million.')).toEqual(['posted']);
    expect(replaced('Its profit was £4 million; the profit of the unit rose.')).toEqual(['earnings']);
    expect(replaced('Physicists reported a hint of a new particle.')).toEqual([]);
    // A plan may be a subscription plan (no scheme); `to cut` never becomes `to lower` (an antonym step reads the comparative).
    expect(replaced('The plan is to cut its emissions.')).toEqual(['reduce']);
    expect(replaced('The programme is to cut its emissions.')).toEqual(['scheme', 'reduce']);
    // A project is never a scheme (a research project is none), singular or plural.
    expect(replaced('The project was built in May.')).not.toContain('scheme');
    expect(replaced('The projects were built in May.')).not.toContain('schemes');
    // Building is a one-off: `during 2024` only fits a count accumulated over the year.
    expect(replaced('The firm built it in 2024.')).toEqual(['constructed']);
    expect(replaced('Ruhrstahl rose 4%.', [[0, 9]])).toEqual(['climbed']);
    // `a staff of 17` is one body: never `an employees of 17`.
    expect(replaced('The observatory has a staff of 17.')).toEqual([]);
    expect(replaced('It hired 180 staff.')).toEqual(['took on', 'employees']);
    // `its doors` for one thing only: `The first rooms will open its doors` is not English.
    expect(replaced('The first rooms will open in May.')).toEqual([]);
    expect(replaced('The museum will open in May.')).toEqual(['open its doors']);
  });

  it('rewords a passive `paid for` only as `funded`, never into `was covered the cost of by`, nor before an infinitive', () => {
    expect(offered('The statue was paid for by 6200 donations.')).toEqual(['funded']);
    expect(offered('The hall was largely paid for by the council.')).toEqual(['funded']);
    expect(offered('Donors paid for the statue.')).toEqual(['covered the cost of']);
    expect(offered('Gareth Morgan paid for the river to be restocked.')).toEqual([]);
    expect(offered('Dana Reeve paid for the old stone bridge over the river to be repaired.')).toEqual([]);
    expect(offered('Dana Reeve paid for the trip to the coast.')).toEqual(['covered the cost of']);
  });
});

describe('composed paraphrases', () => {
  it('are deterministic for a seed and record an edit id per step', () => {
    const passage = FIXTURE_PASSAGES.find((p) => p.id === 'fx-005')!;
    const a = composeParaphrase(passage.spans[0].text, passage, createRng(3));
    const b = composeParaphrase(passage.spans[0].text, passage, createRng(3));
    expect(a).toEqual(b);
    expect(a!.edits.length).toBeGreaterThan(1);
    for (const id of a!.edits) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});

describe('composeParaphrase writes figures as a reporter rewording a sentence does', () => {
  const passageOf = (text: string) => ({ id: 'p', topic: 't', domain: 'd', spans: [{ id: 'p-s1', text }], entities: [] });
  const drawn = (text: string) => Array.from({ length: 60 }, (_, seed) => composeParaphrase(text, passageOf(text), createRng(seed))?.text ?? text);

  it('turns an ISO date into prose, never a prose date into ISO', () => {
    const prose = drawn('The council approved a budget of 4 million pounds on 5 March 2026.');
    expect(prose.some((t) => t.includes('March 5, 2026'))).toBe(true);
    expect(prose.filter((t) => /\d{4}-\d\d-\d\d/.test(t))).toEqual([]);
    const iso = drawn('The council approved the budget on 2026-03-05.');
    expect(iso.some((t) => /5 March 2026|March 5, 2026/.test(t))).toBe(true);
  });

  it('writes a spelt-out currency with its sign, never a sign spelt out', () => {
    expect(drawn('The council approved a budget of £4 million on 5 March 2026.').filter((t) => / pounds\b/.test(t))).toEqual([]);
    expect(drawn('The council approved a budget of 4 million pounds on 5 March 2026.').some((t) => t.includes('£4 million'))).toBe(true);
  });
});
