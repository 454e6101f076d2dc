import { describe, expect, it } from 'vitest';
import { corpusView } from '../datasets/corpus.ts';
import { rejectCorpus } from './checkRejects.ts';
import { mixed, renamesHeadNoun, repeatedHeadName, tailAfter } from './mixed.ts';
import { joinsPredicates, leansOnEarlier } from './mixedSameSubject.ts';
import { createRng } from '../engine/rng.ts';
import { passageOf } from '../test/passages.ts';

const corpus = rejectCorpus();
const plan = corpus.passages.find((p) => p.id === 'kit-004')!;

describe('mixed repertoires', () => {
  it('full joins a sibling predicate naming no one to a plan sentence of the same kind of subject; classic never does', () => {
    const full = mixed.generate(plan, corpus, createRng(3).fork(plan.id), { repertoire: 'full' });
    const added = full.filter((c) => c.edits?.includes('added-predicate'));
    expect(added.map((c) => c.claim)).toContain('Harlow Bank closed its branch in Otley and cut its savings rates for older customers.');
    for (const c of added) expect(mixed.check!(c, plan, corpus)).toEqual([]);
    const classic = mixed.generate(plan, corpus, createRng(3).fork(plan.id), { repertoire: 'classic' });
    expect(classic.some((c) => c.edits?.includes('added-predicate') || c.transform.includes('joined to the predicate'))).toBe(false);
  });

  it('full joins nothing to a sentence leaning on an earlier one (`It then closed …`); classic still does', () => {
    const passage = {
      id: 'mx-003', topic: 'kit-branches', domain: 'kit', entities: [{ text: 'Harlow Bank', kind: 'org' as const }, { text: 'Otley', kind: 'place' as const }],
      spans: [{ id: 'mx-003-s1', text: 'Harlow Bank reviewed its branches in 2024.' }, { id: 'mx-003-s2', text: 'It then closed its branch in Otley.' }],
    };
    const view = corpusView([...corpus.passages.filter((p) => p.topic === 'kit-branches'), passage]);
    const heads = (repertoire: 'full' | 'classic') => mixed.generate(passage, view, createRng(3).fork(passage.id), { repertoire }).map((c) => c.sourceSpan);
    expect(heads('classic')).toContain('mx-003-s2');
    expect(heads('full')).not.toContain('mx-003-s2');
    expect(heads('full')).toContain('mx-003-s1');
    expect(['Its director, Ivo Brandt, closed it', 'Her evidence came from letters', 'The bank closed it'].map(leansOnEarlier)).toEqual([true, true, true]);
    expect(['Harlow Bank closed its branch', 'Herbert Lowe sold the bank'].map(leansOnEarlier)).toEqual([false, false]);
  });

  it('gives a thing no named actor\'s predicate (`The storm … and opened a digital centre`), an organisation noun one', () => {
    const branches = corpus.passages.filter((p) => p.topic === 'kit-branches');
    const head = (text: string) => ({ id: 'mx-001', topic: 'kit-branches', domain: 'kit', spans: [{ id: 'mx-001-s1', text }], entities: [{ text: 'Otley', kind: 'place' as const }] });
    const checkOf = (text: string) => {
      const passage = head(`${text}.`);
      const view = corpusView([...branches, passage]);
      const claim = { claim: `${text} and opened a digital centre in Leeds.`, evidence: passage.spans, sourceSpan: 'mx-001-s1', transform: 'plan sentence joined to the predicate of kit-005-s1', edits: ['join', 'added-predicate'] };
      return mixed.check!(claim, passage, view);
    };
    expect(checkOf('The storm flooded the branch in Otley').join()).toMatch(/no plain subject of the same kind to share/);
    expect(checkOf('The bank closed the branch in Otley').join()).not.toMatch(/no plain subject of the same kind to share/);
  });

  it('tells a sibling\'s role-bearing predicate (`won best actress`) of a person of that role or of none stated, never of another role', () => {
    const stage = corpus.passages.find((p) => p.id === 'kit-010')!;
    const tail = (spanId: string, head: string, passage = stage) => mixed.check!({
      claim: `${head} and won best actress for her role as a lighthouse keeper.`, evidence: passage.spans, sourceSpan: spanId,
      transform: 'plan sentence joined to the predicate of kit-011-s1', edits: ['join', 'added-predicate'],
    }, passage, passage === stage ? corpus : corpusView([...corpus.passages.filter((p) => p.id === 'kit-011'), passage])).join();
    expect(tail('kit-010-s2', 'Actress Mira Dale recorded 6 of the songs')).toBe('');
    expect(tail('kit-010-s1', 'Composer Eliza Warren wrote 19 songs for the musical Lantern Street')).toMatch(/tells a role \(actress\) of a subject the plan calls composer/);
    // The composer's role stated in another sentence of the plan still counts; a person with no stated role takes the tail.
    const untitled = { ...stage, spans: [{ id: 'kit-010-s1', text: 'Eliza Warren wrote 19 songs for the musical Lantern Street.' }, { id: 'kit-010-s2', text: 'Eliza Warren, the composer, lives in Leeds.' }] };
    expect(tail('kit-010-s1', 'Eliza Warren wrote 19 songs for the musical Lantern Street', untitled)).toMatch(/the plan calls composer/);
    const unstated = { ...untitled, spans: [untitled.spans[0]] };
    expect(tail('kit-010-s1', 'Eliza Warren wrote 19 songs for the musical Lantern Street', unstated)).toBe('');
  });
});


describe('mixed same-subject tails', () => {
  const branches = corpus.passages.filter((p) => p.topic === 'kit-branches');
  /** A one-topic corpus with a plan of the given sentences about Calder Savings (and the kit's branch passages as siblings). */
  const planOf = (...texts: string[]) => {
    const passage = passageOf('mx-002', texts, [{ text: 'Calder Savings', kind: 'org' }, { text: 'Leeds', kind: 'place' }], { topic: 'kit-branches', domain: 'kit' });
    return { passage, view: corpusView([...branches, passage]) };
  };
  const reversed = (passage: { spans: Array<{ id: string }> }, claim: string) => ({
    claim, evidence: passage.spans as never, sourceSpan: 'mx-002-s1', transform: 'plan sentence joined to the reversed predicate of mx-002-s2: cut → did not cut', edits: ['join', 'reversed-fact', 'not'],
  });

  it('joins a head to another plan sentence of the same subject, reversed, and draws it as same-subject', () => {
    const plan5 = corpus.passages.find((p) => p.id === 'kit-005')!;
    const full = mixed.generate(plan5, corpus, createRng(3).fork(plan5.id), { repertoire: 'full' });
    const facts = full.filter((c) => c.edits?.includes('reversed-fact'));
    expect(facts.map((c) => c.claim)).toContain('Calder Savings opened a digital centre in Leeds on 9 May 2025 and never cut its savings rates for older customers.');
    for (const c of facts) {
      expect(mixed.check!(c, plan5, corpus)).toEqual([]);
      expect(mixed.balanceKind!(c.edits!, { id: 'x', class: 'mixed', claim: c.claim, evidence: c.evidence, expected: 'partial' })).toBe('same-subject');
    }
  });

  it('refuses a reversal the plan itself states, and accepts it when no plan sentence does', () => {
    const claim = 'Calder Savings opened a digital centre in Leeds and did not cut its savings rates for older customers.';
    const alone = planOf('Calder Savings opened a digital centre in Leeds.', 'Calder Savings cut its savings rates for older customers on 1 August 2025.');
    expect(mixed.check!(reversed(alone.passage, claim), alone.passage, alone.view)).toEqual([]);
    const stated = planOf('Calder Savings opened a digital centre in Leeds.', 'Calder Savings cut its savings rates for older customers on 1 August 2025.', 'Calder Savings did not cut its savings rates for older customers in 2024.');
    expect(mixed.check!(reversed(stated.passage, claim), stated.passage, stated.view).join()).toMatch(/plan sentence mx-002-s3 may state the reversed predicate/);
  });

  it('refuses a head that leans on an earlier sentence (an unnamed pronoun, `also`)', () => {
    const tail = (head: string) => {
      const { passage, view } = planOf(`${head}.`, 'Calder Savings cut its savings rates for older customers on 1 August 2025.');
      return mixed.check!(reversed(passage, `${head} and did not cut its savings rates for older customers.`), passage, view).join();
    };
    expect(tail('Calder Savings sold it to a rival')).toMatch(/leans on an earlier sentence/);
    expect(tail('Calder Savings also opened a digital centre in Leeds')).toMatch(/leans on an earlier sentence/);
    expect(tail('Calder Savings opened a digital centre in Leeds')).toBe('');
    // A person's head with `its` leans on the organisation an earlier sentence named.
    const { passage, view } = planOf('Mira Holt signed its letters.');
    const person = { ...passage, entities: [{ text: 'Mira Holt', kind: 'person' as const }] };
    const claim = { claim: 'Mira Holt signed its letters and said the society would keep every branch open.', evidence: passage.spans, sourceSpan: 'mx-002-s1', transform: 'plan sentence joined to the predicate of kit-005-s3', edits: ['join', 'added-predicate'] };
    expect(mixed.check!(claim, person, view).join()).toMatch(/leans on an earlier sentence/);
    expect(mixed.check!({ ...claim, claim: claim.claim.replace(' its ', ' the ') }, { ...person, spans: [{ id: 'mx-002-s1', text: 'Mira Holt signed the letters.' }] }, view)).toEqual([]);
  });

  it('refuses a head holding a clause of its own, which the added part would attach to', () => {
    const tail = (head: string) => {
      const { passage, view } = planOf(`${head}.`, 'Calder Savings cut its savings rates for older customers on 1 August 2025.');
      return mixed.check!(reversed(passage, `${head} and did not cut its savings rates for older customers.`), passage, view).join();
    };
    expect(tail('Calder Savings opened a digital centre in Leeds that employs 40 people')).toMatch(/holds a clause of its own/);
    expect(tail('Calder Savings opened a digital centre in Leeds after its rival was sold')).toMatch(/holds a clause of its own/);
    expect(tail('Calder Savings opened a digital centre in Leeds after the merger')).toBe('');
  });

  it('refuses a third predicate: a head or a tail already joining two runs on, while a coordination of names or nouns does not', () => {
    const tail = (head: string, reversedPart = 'did not cut its savings rates for older customers') => {
      const { passage, view } = planOf(`${head}.`, 'Calder Savings cut its savings rates for older customers on 1 August 2025.');
      return mixed.check!(reversed(passage, `${head} and ${reversedPart}.`), passage, view).join();
    };
    expect(tail('Calder Savings opened a digital centre in Leeds and hired 40 staff')).toMatch(/already joins two predicates/);
    expect(tail('Calder Savings shut 3 branches but opened a digital centre in Leeds')).toMatch(/already joins two predicates/);
    expect(tail('Calder Savings opened digital centres in Leeds and York')).toBe('');
    // A reversed part joining two predicates of its own runs on too.
    expect(tail('Calder Savings opened a digital centre in Leeds', 'did not cut its savings rates and closed 3 branches')).toMatch(/already joins two predicates: joined to the head/);
    expect(tail('Calder Savings opened a centre for savings and loans')).toBe('');
    expect(joinsPredicates('came on as a substitute and scored twice')).toBe(true);
    expect(joinsPredicates('paid for the study but did not analyse the data')).toBe(true);
    expect(joinsPredicates('cut its target for oil and gas output')).toBe(false);
    expect(joinsPredicates('paid 60% in cash and the rest in shares')).toBe(false);
  });

  it('refuses an added predicate after a head joining two, or one joining two itself; keeps each near twin', () => {
    const at = { topic: 'ap-banks', domain: 'ap' };
    const ents = [{ text: 'Calder Savings', kind: 'org' as const }, { text: 'Harlow Bank', kind: 'org' as const }, { text: 'Otley', kind: 'place' as const }, { text: 'Ilkley', kind: 'place' as const }];
    // A sibling bank's predicates naming no one: a plain one, one already joining two, and that one's plain twin.
    const sibling = passageOf('ap-002', [
      'Harlow Bank cut its savings rates for older customers.', 'Harlow Bank sold its head office and moved its staff to a smaller building.', 'Harlow Bank sold its head office to a pension fund.',
    ], ents, at);
    const added = (head: string, from: string, predicate: string) => {
      const plan = passageOf('ap-001', [`${head}.`], ents, at);
      const claim = { claim: `${head} and ${predicate}.`, evidence: plan.spans, sourceSpan: 'ap-001-s1', transform: `plan sentence joined to the predicate of ${from}`, edits: ['join', 'added-predicate'] };
      return mixed.check!(claim, plan, corpusView([plan, sibling]));
    };
    const rates = 'cut its savings rates for older customers';
    expect(added('Calder Savings closed the branch in Otley and hired 40 staff', 'ap-002-s1', rates)).toEqual(['the supported clause already joins two predicates: a third would run on']);
    expect(added('Calder Savings closed the branches in Otley and Ilkley', 'ap-002-s1', rates)).toEqual([]);
    const joined = 'sold its head office and moved its staff to a smaller building';
    expect(added('Calder Savings closed the branch in Otley', 'ap-002-s2', joined)).toEqual([`"${joined}" already joins two predicates: joined to the head it runs on`]);
    expect(added('Calder Savings closed the branch in Otley', 'ap-002-s3', 'sold its head office to a pension fund')).toEqual([]);
  });

  it('refuses, and never draws, a reversed part joining two predicates that passes every other check; draws its plain twin', () => {
    const head = 'Calder Savings opened a digital centre in Leeds';
    const ents = [{ text: 'Calder Savings', kind: 'org' as const }, { text: 'Leeds', kind: 'place' as const }];
    const draw = (second: string) => {
      const plan = passageOf('rv-001', [`${head}.`, second], ents, { topic: 'rv-banks', domain: 'rv' });
      const view = corpusView([plan]);
      const facts = mixed.generate(plan, view, createRng(3).fork(plan.id), { repertoire: 'full' }).filter((c) => c.edits?.includes('reversed-fact'));
      const joined = (tail: string) => mixed.check!({
        claim: `${head} and ${tail}.`, evidence: plan.spans, sourceSpan: 'rv-001-s1', transform: 'plan sentence joined to the reversed predicate of rv-001-s2: cut → did not cut', edits: ['join', 'reversed-fact', 'not'],
      }, plan, view);
      return { claims: facts.map((c) => c.claim), joined };
    };
    // `never its loan rates` is a second predicate the negation check lets through; only the join refuses it.
    const two = draw('Calder Savings cut its savings rates and never its loan rates.');
    const tail = 'did not cut its savings rates and never its loan rates';
    expect(two.joined(tail)).toEqual([`"${tail}" already joins two predicates: joined to the head it runs on`]);
    expect(two.claims).not.toContain(`${head} and ${tail}.`);
    const one = draw('Calder Savings cut its savings rates for older customers and savers.');
    expect(one.joined('did not cut its savings rates for older customers and savers')).toEqual([]);
    expect(one.claims).toContain(`${head} and did not cut its savings rates for older customers and savers.`);
  });

  it('holds a reversed predicate to the negation check: no `refused to` of a thing, a `failed to` kept', () => {
    const { passage, view } = planOf('The book won a prize in Leeds.', 'The book sold copies in Norway.');
    const joined = (tail: string) => mixed.check!(reversed(passage, `The book won a prize in Leeds and ${tail}.`), passage, view);
    expect(joined('refused to sell copies in Norway').join()).toMatch(/reversed predicate: "The book" cannot refuse/);
    expect(joined('failed to sell copies in Norway')).toEqual([]);
  });

  it('never names in the second clause what the first calls by its noun, and keeps a name of something else', () => {
    const names = [{ text: 'Global University Index' }, { text: 'Brandt Technical University' }];
    expect(renamesHeadNoun('The index ranks 1,900 universities', 'the Global University Index changed its methods', names)).toBe(true);
    expect(renamesHeadNoun('The index ranks 1,900 universities', 'Brandt Technical University opened a campus', names)).toBe(false);
    expect(renamesHeadNoun('Brandt Technical University rose to 54th place', 'the Global University Index changed its methods', names)).toBe(false);
    // Through the class check: a sibling sentence naming the head's `index` is refused, one about something else kept.
    const ents = [{ text: 'Global University Index', kind: 'work' as const }, { text: 'Brandt Technical University', kind: 'org' as const }];
    const plan = passageOf('mr-001', ['The index ranks 1,900 universities.'], ents, { topic: 'mr', domain: 'edu' });
    const sibling = passageOf('mr-002', ['The Global University Index changed its methods.', 'Brandt Technical University opened a campus.'], ents, { topic: 'mr', domain: 'edu' });
    const joined = (tail: string, from: string) => mixed.check!({ claim: `The index ranks 1,900 universities, and ${tail}`, evidence: plan.spans, sourceSpan: 'mr-001-s1',
      transform: `plan sentence joined to sibling sentence ${from}`, edits: ['join'] }, plan, corpusView([plan, sibling]));
    expect(joined('the Global University Index changed its methods.', 'mr-002-s1').join()).toMatch(/names what the first calls by its noun/);
    expect(joined('Brandt Technical University opened a campus.', 'mr-002-s2')).toEqual([]);
  });

  it('replays a recast head step by step: a true reading passes, the same claim with a forged step does not', () => {
    const { passage, view } = planOf('Calder Savings, a building society based in Halifax, opened a digital centre in Leeds on 9 May 2025.', 'Calder Savings cut its savings rates for older customers on 1 August 2025.');
    const recast = mixed.generate(passage, view, createRng(8).fork(passage.id), { repertoire: 'full' }).filter((c) => c.reading !== undefined);
    expect(recast.map((c) => c.claim)).toContain('Calder Savings opened a digital centre in Leeds on 9 May 2025 and did not cut its savings rates for older customers.');
    // A head may also leave out the date the opening was said on (`trim-date`): what happened on a day happened.
    expect(recast.map((c) => c.claim)).toContain('Calder Savings opened a digital centre in Leeds and did not cut its savings rates for older customers.');
    for (const c of recast) {
      expect(mixed.check!(c, passage, view)).toEqual([]);
      // The last step's sentence told of another bank, the claim rebuilt on it: the head is no longer the plan's.
      const swap = (text: string) => text.replace('Calder Savings', 'Harlow Bank');
      const forged = c.reading!.map((s, i) => (i === c.reading!.length - 1 ? { ...s, text: swap(s.text) } : s));
      expect(mixed.check!({ ...c, claim: swap(c.claim), reading: forged }, passage, view).join()).toMatch(/supported clause: reading step/);
    }
  });
});

describe('a fabrication joined after a head that names its subject', () => {
  const plan = {
    id: 'mt-001', topic: 'mt', domain: 'mt',
    spans: [{ id: 'mt-001-s1', text: 'Greenmeadow opened a cheese factory in Carmarthen.' }],
    entities: [{ text: 'Greenmeadow', kind: 'org' as const }, { text: 'Gareth Morgan', kind: 'person' as const }, { text: 'Carmarthen', kind: 'place' as const }],
  };
  const view = corpusView([plan]);
  it('takes a pronoun, keeps an unrelated tail, and refuses an unclear pronoun or a third clause', () => {
    const head = 'Greenmeadow opened a cheese factory in Carmarthen';
    expect(tailAfter(head, 'Greenmeadow said Gareth Morgan apologised.', plan, 'mt-001-s1', view)).toBe('it said Gareth Morgan apologised.');
    expect(tailAfter(head, 'Gareth Morgan apologised.', plan, 'mt-001-s1', view)).toBe('Gareth Morgan apologised.');
    expect(tailAfter('Gareth Morgan praised Greenmeadow', 'Gareth Morgan apologised.', plan, 'mt-001-s1', view)).toBeNull(); // gender unknown
    expect(tailAfter(`${head}, and Gareth Morgan spoke`, 'Gareth Morgan apologised.', plan, 'mt-001-s1', view)).toBeNull();
  });
});

describe('a second clause naming a head name again, or after a head joining two predicates', () => {
  const ents = [
    { text: 'Pellworth Stores', kind: 'org' as const }, { text: 'Gordon Whitaker', kind: 'person' as const }, { text: 'Oakline Home', kind: 'org' as const },
    { text: 'Ashgrove', kind: 'place' as const }, { text: 'Ashgrove Textile Union', kind: 'org' as const }, { text: 'Martha Quigley', kind: 'person' as const },
  ];
  const plan = passageOf('rh-001', [
    'Pellworth Stores closed 45 loss-making stores in 2024 and cut 1,100 jobs.',
    'Pellworth Stores closed 45 loss-making stores in 2024.',
    'Workers at the Ashgrove mill went on strike in 1889.',
  ], ents, { topic: 'rh', domain: 'rh' });
  const sibling = passageOf('rh-002', [
    'Pellworth Stores sold its furniture division to Oakline Home.',
    'Martha Quigley founded the Ashgrove Textile Union.',
    'Oakline Home opened a warehouse in Leeds.',
  ], ents, { topic: 'rh', domain: 'rh' });
  const view = corpusView([plan, sibling]);
  const check = (span: number, tail: string, transform: string) => mixed.check!({
    claim: `${plan.spans[span - 1].text.slice(0, -1)}, and ${tail}`, evidence: plan.spans, sourceSpan: `rh-001-s${span}`, transform, edits: ['join'],
  }, plan, view).join(' | ');

  it('finds a head name the tail repeats, never one inside a longer name', () => {
    expect(repeatedHeadName('Pellworth Stores closed 45 stores', 'Gordon Whitaker accused Pellworth Stores of selling', ents)).toBe('Pellworth Stores');
    expect(repeatedHeadName('Workers at the Ashgrove mill went on strike', 'Martha Quigley founded the Ashgrove Textile Union', ents)).toBeUndefined();
  });

  it('refuses a fabrication tail repeating a head name, keeps its pronoun twin', () => {
    const blame = 'plan sentence joined to fabrication: blame (accused): event rh-002-s1 | actor Gordon Whitaker';
    expect(check(2, 'Gordon Whitaker accused Pellworth Stores of selling its furniture division to Oakline Home.', blame)).toMatch(/names Pellworth Stores again/);
    const sibling = 'plan sentence joined to sibling sentence rh-002-s1';
    expect(check(2, 'Pellworth Stores sold its furniture division to Oakline Home.', sibling)).toMatch(/names Pellworth Stores again/);
    expect(check(2, 'Oakline Home opened a warehouse in Leeds.', 'plan sentence joined to sibling sentence rh-002-s3')).toBe('');
    expect(check(3, 'Martha Quigley founded the Ashgrove Textile Union.', 'plan sentence joined to sibling sentence rh-002-s2')).toBe('');
  });

  it('refuses any second clause after a head that joins two predicates', () => {
    expect(check(1, 'Oakline Home opened a warehouse in Leeds.', 'plan sentence joined to sibling sentence rh-002-s3')).toMatch(/already joins two predicates/);
  });
});
