/**
 * A small declarative checker for JSON files Verity reads back (results, baselines, shards): every problem names the
 * field (`cases[3].verdict`), so a bad file gives a field-named error instead of a TypeError deep in a renderer.
 * Unknown keys are allowed (newer writers may add fields).
 */
import { VerityError } from '../engine/errors.ts';

/** Kebab-case id, safe as a path segment (`v1`, `entity-gate`). */
export const KEBAB_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The shape of a JSON value. `id` is a kebab-case string; `integer` a safe integer; numbers are finite. */
export type Shape =
  | 'string' | 'id' | 'number' | 'integer' | 'boolean' | 'any'
  | { nullable: Shape }
  | { oneOf: ReadonlyArray<string | number | boolean> }
  | { arrayOf: Shape }
  | { recordOf: Shape }
  | { object: Readonly<Record<string, Shape>>; optional?: readonly string[] };

const DESCRIBE: Record<string, string> = {
  string: 'a string', id: 'a kebab-case id', number: 'a finite number', integer: 'an integer', boolean: 'true or false',
};

function problemOf(value: unknown, shape: Shape, field: string): string | null {
  const at = (problem: string) => `field "${field}" ${problem}`;
  if (typeof shape === 'string') {
    const ok = shape === 'any' || (shape === 'string' && typeof value === 'string')
      || (shape === 'id' && typeof value === 'string' && KEBAB_ID.test(value))
      || (shape === 'number' && typeof value === 'number' && Number.isFinite(value))
      || (shape === 'integer' && Number.isSafeInteger(value))
      || (shape === 'boolean' && typeof value === 'boolean');
    return ok ? null : at(`must be ${DESCRIBE[shape]}; got ${brief(value)}`);
  }
  if ('nullable' in shape) return value === null ? null : problemOf(value, shape.nullable, field);
  if ('oneOf' in shape) {
    return shape.oneOf.includes(value as string) ? null : at(`must be one of ${shape.oneOf.join(', ')}; got ${brief(value)}`);
  }
  if ('arrayOf' in shape) {
    if (!Array.isArray(value)) return at(`must be an array; got ${brief(value)}`);
    for (let i = 0; i < value.length; i++) {
      const p = problemOf(value[i], shape.arrayOf, `${field}[${i}]`);
      if (p !== null) return p;
    }
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return at(`must be an object; got ${brief(value)}`);
  const obj = value as Record<string, unknown>;
  const prefix = field === '' ? '' : `${field}.`;
  if ('recordOf' in shape) {
    for (const [key, v] of Object.entries(obj)) {
      const p = problemOf(v, shape.recordOf, `${prefix}${key}`);
      if (p !== null) return p;
    }
    return null;
  }
  for (const [key, s] of Object.entries(shape.object)) {
    if (obj[key] === undefined && shape.optional?.includes(key)) continue;
    const p = problemOf(obj[key], s, `${prefix}${key}`);
    if (p !== null) return p;
  }
  return null;
}

function brief(value: unknown): string {
  if (value === undefined) return 'nothing';
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** The first problem of `value` against `shape` (`field "x" must be …`), or null when it fits. */
export function shapeProblem(value: unknown, shape: Shape): string | null {
  return problemOf(value, shape, '');
}

/** Returns `value` typed as T when it fits `shape`; else throws VerityError `code`: `<owner>: <file>: field "…" …`. */
export function checkShape<T>(value: unknown, shape: Shape, where: { owner: string; file: string; code: string }): T {
  const problem = shapeProblem(value, shape);
  if (problem !== null) throw new VerityError(where.code, `${where.owner}: ${where.file}: ${problem.replace('field ""', 'the file')}`);
  return value as T;
}
