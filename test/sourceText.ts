/**
 * Control characters in source text: a `\b` written inside a Python or shell string on its way into a file becomes a
 * backspace (U+0008), which a regular expression then reads as a literal character, so the rule silently never
 * matches (`generators/text/voice.ts` held one for a day). Tabs, newlines and carriage returns are allowed.
 */

/** `file:line:column: U+00XX` for every control character of `text` other than tab, newline and carriage return. */
export function controlCharProblems(file: string, text: string): string[] {
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    for (const m of line.matchAll(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g)) {
      problems.push(`${file}:${i + 1}:${m.index + 1}: U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`);
    }
  });
  return problems;
}
