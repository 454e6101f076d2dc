import { describe, expect, it } from 'vitest';
import { sealText, unsealText } from './sealedText.ts';

describe('sealed text', () => {
  it('round-trips any payload', () => {
    for (const payload of ['', 'x', '{"a": 1}\nsecond line\n', 'naïve ✓']) expect(unsealText(sealText(payload))).toEqual({ payload });
  });

  it('refuses any one-character edit of payload or checksum, and text without a checksum line', () => {
    const sealed = sealText('{"claim": "It cost 15 dollars."}');
    for (let i = 0; i < sealed.length; i++) {
      if (sealed[i] === '\n') continue;
      const edited = sealed.slice(0, i) + (sealed[i] === 'a' ? 'b' : 'a') + sealed.slice(i + 1);
      expect(unsealText(edited).payload, `edit at ${i}`).toBeUndefined();
    }
    expect(unsealText('{"claim": "x"}').problem).toMatch(/no checksum line/);
  });
});
