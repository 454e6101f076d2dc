/**
 * Strict parser of an LLM decomposition (SPEC A7): bare JSON, or JSON in one ```json / ``` fence, nothing else.
 */
import type { Claim } from '../types.ts';
import { MalformedClaimsError } from './types.ts';

const FENCE = /^```(?:json)?[ \t]*\r?\n([\s\S]*?)\r?\n?```$/;
const MARKER = /^\[?\s*(S\d+)\s*\]?$/;

/** Unwraps one optional code fence; anything before or after the JSON is malformed. */
function unfence(output: string): string {
  const trimmed = output.trim();
  if (!trimmed.startsWith('```')) return trimmed;
  const fenced = FENCE.exec(trimmed);
  if (!fenced) throw new MalformedClaimsError('an unterminated or decorated code fence');
  return fenced[1].trim();
}

/** Finds the claim list: a bare array, `{"claims": [...]}`, or one claim object. */
function claimList(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  if (json !== null && typeof json === 'object') {
    const claims = (json as Record<string, unknown>).claims;
    if (Array.isArray(claims)) return claims;
    if ('claimText' in json || 'draftSpan' in json) return [json];
    throw new MalformedClaimsError('an object without a "claims" array');
  }
  throw new MalformedClaimsError(`a JSON ${json === null ? 'null' : typeof json}, not an array or object`);
}

function parseSpan(value: unknown, where: string, draftLength: number): [number, number] {
  if (!Array.isArray(value) || value.length !== 2 || !value.every((v) => Number.isInteger(v))) {
    throw new MalformedClaimsError(`${where}.draftSpan must be [start, end] integers`);
  }
  const [start, end] = value as [number, number];
  if (start < 0 || end > draftLength || start >= end) {
    throw new MalformedClaimsError(`${where}.draftSpan [${start}, ${end}] is empty or outside the draft (0..${draftLength})`);
  }
  return [start, end];
}

function parseMarkers(value: unknown, where: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new MalformedClaimsError(`${where}.citedMarkers must be an array`);
  return value.map((m, i) => {
    const match = typeof m === 'string' ? MARKER.exec(m.trim()) : null;
    if (!match) throw new MalformedClaimsError(`${where}.citedMarkers[${i}] is not a marker like "S1"`);
    return match[1];
  });
}

function parseClaim(value: unknown, index: number, draft: string): Claim {
  const where = `claims[${index}]`;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new MalformedClaimsError(`${where} is not an object`);
  }
  const raw = value as Record<string, unknown>;
  if (typeof raw.claimText !== 'string' || raw.claimText.trim() === '') {
    throw new MalformedClaimsError(`${where}.claimText must be a non-empty string`);
  }
  return {
    claimText: raw.claimText.trim(),
    draftSpan: parseSpan(raw.draftSpan, where, draft.length),
    citedMarkers: parseMarkers(raw.citedMarkers, where),
  };
}

/**
 * Parses one decomposition attempt against `draft`; throws MalformedClaimsError (code `decompose-malformed`) when
 * the output is not exactly a claim list or any span is out of bounds or empty.
 */
export function parseClaims(output: string, draft: string): Claim[] {
  let json: unknown;
  const body = unfence(output);
  try {
    json = JSON.parse(body);
  } catch (err) {
    throw new MalformedClaimsError(`not JSON (${(err as Error).message})`);
  }
  return claimList(json).map((c, i) => parseClaim(c, i, draft));
}
