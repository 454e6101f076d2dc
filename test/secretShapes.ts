/**
 * Test helpers for the secret-redaction properties: random key bodies and every shape a secret takes in a message.
 */
import * as fc from 'fast-check';

/** A random key body: letters, digits, `-` and `_`, 12–40 characters, starting with a letter or digit. */
export const keyBodyArb = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{11,39}$/);

/** A secret shape: a name and the message holding the key body `s` (the full key is `sk-s`). */
export type SecretShape = [string, (s: string) => string];

/** Shapes recognisable without knowing the key. */
export const PATTERN_SHAPES: readonly SecretShape[] = [
  ['bearer token', (s) => `Authorization: Bearer ${s}`],
  ['basic credentials', (s) => `basic ${s}`],
  ['sk- key', (s) => `key sk-${s} rejected`],
  ['sk-proj- key', (s) => `sk-proj-${s}`],
  ['user:pass@ in a URL', (s) => `connect to http://user:${s}@127.0.0.1:8000/v1/embeddings failed`],
  ['token@ in a URL', (s) => `https://${s}@llm.example/v1`],
  ['?api_key= query', (s) => `GET /v1/models?api_key=${s}&x=1`],
  ['&key= query', (s) => `https://h.example/v1?a=1&key=${s}`],
  ['?token= query', (s) => `https://h.example/v1/embeddings?token=${s}`],
  ['header line', (s) => `x-api-key: ${s}`],
  ['JSON field', (s) => `{"api_key": "${s}"}`],
];

/** Shapes only the holder of the key (`sk-s`) can recognise: a server echoing it without its prefix, or encoded. */
export const KNOWN_KEY_SHAPES: readonly SecretShape[] = [
  ['bare key echoed by a server', (s) => `Incorrect API key provided: ${s}.`],
  ['the whole known key', (s) => `key sk-${s}`],
  ['the known key URL-encoded', (s) => `?k=${encodeURIComponent(`sk-${s}`)}`],
];

/** Every shape. */
export const SECRET_SHAPES: readonly SecretShape[] = [...PATTERN_SHAPES, ...KNOWN_KEY_SHAPES];
