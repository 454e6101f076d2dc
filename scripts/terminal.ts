/**
 * Text bound for a terminal: control characters from case data (ESC sequences that recolour, clear or retitle the
 * terminal; C1 controls; bidi overrides that reorder what is shown) become visible `\uXXXX` escapes. Tab and newline
 * stay. Inside JSON output the same escapes are valid JSON, so printed JSON still parses to the same value.
 */

const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every terminal control character except tab and newline shown as `\uXXXX`. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** Makes every string written to `stream` terminal-safe (the CLI's stdout; stderr lines are escaped where written). */
export function guardTerminal(stream: NodeJS.WriteStream): void {
  const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => write(typeof chunk === 'string' ? terminalSafe(chunk) : chunk, ...rest)) as typeof stream.write;
}
