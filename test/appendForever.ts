/**
 * Test helper process: appends generation traces to the store named by argv[2] until killed (SIGKILL crash test).
 * Prints `appended <n>` after each durable append so the parent knows how many records must survive.
 */
import { buildTrace } from '../engine/trace/record.ts';
import { appendTrace } from '../engine/trace/store.ts';

const file = process.argv[2];
if (!file) throw new Error('appendForever: usage: appendForever.ts STORE');
for (let n = 0; ; n++) {
  // Sizes vary (10 B to ~50 KB) so a kill can land while a large frame is still being written.
  const draft = `Draft ${n}. `.repeat(1 + ((n * 7919) % 5_000));
  const trace = buildTrace({
    draft,
    plan: [{ id: 'e1', text: 'Evidence.' }],
    result: {
      verification: 'verified',
      claims: [],
      policy: 'flag',
      models: { decompose: 'rule-based-v1', embed: 'fake', scoreModel: 'v1', scoreModelFingerprint: 'f', embedFingerprint: 'e' },
      usage: { inputTokens: 0, outputTokens: 0 },
    },
    queryId: `q${n}`,
    ts: n,
  });
  appendTrace(file, trace);
  process.stdout.write(`appended ${n + 1}\n`);
}
