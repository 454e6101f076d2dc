/**
 * Human review of generated cases: a seeded sample per class printed beside its source sentence.
 */
import type { LabelledCase } from '../datasets/types.ts';
import { createRng } from '../engine/rng.ts';
import type { CorpusView } from './types.ts';

/** Review lines for up to `perClass` cases of each class (seeded pick), each beside its source sentence. */
export function formatSample(cases: readonly LabelledCase[], corpus: CorpusView, perClass: number, seed: number): string[] {
  const spanText = new Map(corpus.passages.flatMap((p) => p.spans.map((s) => [s.id, s.text] as const)));
  const classes = [...new Set(cases.map((c) => c.class))];
  const lines: string[] = [];
  for (const cls of classes) {
    const ofClass = cases.filter((c) => c.class === cls);
    const picked = createRng(seed).fork(`sample/${cls}`).shuffle(ofClass).slice(0, perClass);
    lines.push(`== ${cls} (expected ${ofClass[0].expected}; ${picked.length} of ${ofClass.length}) ==`);
    for (const c of picked) {
      const p = c.provenance;
      const planIds = c.evidence.map((e) => e.id);
      lines.push(`[${c.id}] plan ${planIds[0]}…${planIds[planIds.length - 1]}${p ? `, source ${p.source_span}` : ''}`);
      if (p) lines.push(`  source:    ${spanText.get(p.source_span) ?? '(not in corpus)'}`);
      lines.push(`  claim:     ${c.claim}`);
      if (p) lines.push(`  transform: ${p.transform}`);
      lines.push(`  expected:  ${c.expected}`);
    }
    lines.push('');
  }
  return lines;
}
