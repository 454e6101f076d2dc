import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseText, isDraftCase } from '../datasets/caseKind.ts';
import { DEFAULT_CORPUS_DIR, corpusView, loadCorpus } from '../datasets/corpus.ts';
import type { LabelledCase } from '../datasets/types.ts';
import { measureDifficulty } from '../generators/difficulty.ts';
import { amidPadding } from '../generators/distractor-pad.ts';
import { inTier } from '../generators/tiers.ts';
import { dateUnits } from '../generators/text/dates.ts';
import { eventOfSpan, parseRecipe, passageOfSpanId } from '../generators/text/fabrication.ts';
import { roleClash } from '../generators/text/statedRoles.ts';
import { DEFAULT_BASELINE_DIR, baselinePath } from './baseline.ts';
import { casesHash, loadSuiteCases } from './loadCases.ts';
import { quantileSorted } from './metrics.ts';
import { HARD_CORE_PER_CLASS, hard } from './hard.suite.ts';
import { getSuite } from './registry.ts';

const shipped = fs.existsSync(DEFAULT_CORPUS_DIR);
const CORE = ['paraphrase', 'number-swap', 'topical-fabrication', 'entity-swap'];

describe('the hard suite', () => {
  it('is registered: every class at the hard tier of the full repertoire, kinds of edit balanced', () => {
    expect(getSuite('hard')).toBe(hard);
    expect(hard).toMatchObject({ repertoire: 'full', difficulty: 'hard', balance: true });
    expect(Object.keys(hard.generators)).toHaveLength(11);
    for (const cls of CORE) expect(hard.generators[cls]).toBe(HARD_CORE_PER_CLASS);
    for (const f of hard.floors.filter((x) => x.class !== 'verbatim')) expect(f.gating === false && f.notice !== undefined).toBe(true);
  });

  it.skipIf(!shipped)('gives 500 unique hard cases per core class, none worded as no person writes, paraphrases with median Jaccard <= 0.60, fabrications >= 60% number-free, the cases its committed v1 baseline records', { timeout: 300_000 }, async () => {
    const { cases: all } = await loadSuiteCases(hard, hard.seed);
    // A generator change that moves the hard suite's cases must come with `verity baseline update --suite hard`.
    const baseline = JSON.parse(fs.readFileSync(baselinePath('v1', DEFAULT_BASELINE_DIR, 'hard'), 'utf8'));
    expect(casesHash(all)).toBe(baseline.cases_hash);
    // Wording no person writes, in a claim of any class: a doubled article or `of` (`The the line of …`), a range
    // whose ends differ in format (`between 25 January 2026 and 2026-01-26`), an honour owned by a name (`Pixelgate
    // Systems' award`). The corpus holds none of them.
    for (const c of all) {
      const text = caseText(c);
      expect(text, c.id).not.toMatch(/\b(the|a|an|of|its|their|and) \1\b/i);
      expect(text, c.id).not.toMatch(/\p{Lu}[\p{L}-]*(?:['’]s|['’]) (?:[a-z-]+ )?(?:award|prize|medal|title|trophy)s?\b/u);
      // A list of the plan's rarest words glued on (`…, amid Harlow, Mutual and aside.`): the classic padding, no person's.
      expect(amidPadding(text), c.id).toBeNull();
      expect(dateUnits(text).filter((u) => u.some((d) => d.format !== u[0].format)).map((u) => u.map((d) => d.text)), c.id).toEqual([]);
    }
    // A fabrication never tells a predicate naming its subject's role of a person the plan gives another role
    // (`Eliza Warren won best actress …` against a plan on Composer Eliza Warren).
    const corpus = corpusView(loadCorpus());
    const clashes = all.filter((c): c is LabelledCase => c.class === 'topical-fabrication' && !isDraftCase(c)).flatMap((c) => {
      const recipe = parseRecipe(c.provenance!.transform);
      const plan = passageOfSpanId(c.evidence[0].id, corpus);
      const event = recipe === null ? undefined : eventOfSpan(recipe.event, corpus);
      const actor = plan?.entities.find((e) => e.text === recipe?.actor);
      const clash = actor === undefined || event === undefined ? null : roleClash(actor, event, plan!, corpus);
      return clash === null || !['sibling-predicate', 'actor-move'].includes(recipe!.kind) ? [] : [`${c.id}: ${clash}`];
    });
    expect(clashes).toEqual([]);
    const cases = all.filter((c): c is LabelledCase => CORE.includes(c.class) && !isDraftCase(c));
    for (const cls of CORE) {
      const of = cases.filter((c) => c.class === cls);
      expect(new Set(of.map((c) => `${c.claim}\0${c.evidence.map((e) => e.id).join()}`)).size, cls).toBe(HARD_CORE_PER_CLASS);
      // Distinct claims, not one claim told against several plans.
      expect(new Set(of.map((c) => c.claim)).size, cls).toBe(HARD_CORE_PER_CLASS);
    }
    // Measured again from content, not read from provenance.
    const measured = cases.map((c) => {
      const { difficulty: _recorded, ...provenance } = c.provenance!;
      return { c, d: measureDifficulty({ ...c, provenance }) };
    });
    expect(measured.every(({ d }) => inTier(d.tier, 'hard'))).toBe(true);
    const jaccard = measured.filter(({ c }) => c.class === 'paraphrase').map(({ d }) => d.jaccard).sort((a, b) => a - b);
    expect(quantileSorted(jaccard, 0.5)).toBeLessThanOrEqual(0.6);
    const fabrications = measured.filter(({ c }) => c.class === 'topical-fabrication');
    expect(fabrications.filter(({ d }) => d.numerics === 'none').length / fabrications.length).toBeGreaterThanOrEqual(0.6);
  });
});
