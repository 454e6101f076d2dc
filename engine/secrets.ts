/**
 * The one secret redactor: every message, log line, trace string and report text that may carry a credential goes
 * through `redactSecrets`. It cuts out the known secrets in every form they take and anything shaped like one.
 */

/** What a secret is replaced with. */
export const REDACTED = '[REDACTED]';

/** Shortest known secret (or form of one) cut out verbatim; shorter strings would match ordinary text. */
const MIN_SECRET = 8;

/** `Bearer …` / `Basic …` credentials. */
const AUTH_SCHEME = /\b(Bearer|Basic)\s+[^\s"',;]+/gi;
/** API-key-shaped tokens: `sk-…`, `pk-…`, `rk-…` (any sub-prefix), `api_…`, `key-…`. */
const KEY_LIKE = /\b(?:(?:sk|pk|rk)-[A-Za-z0-9_-]{8,}|(?:api|key)[-_][A-Za-z0-9_-]{12,})/g;
/** The user-info part of a URL: `scheme://user:pass@`, `scheme://token@`. */
const URL_USERINFO = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@]+@/gi;
/** A secret-named parameter, header or field and its value: `?api_key=…`, `token: …`, `"password": "…"`. */
const SECRET_PARAM = new RegExp(
  '((?:[?&;]|\\b)(?:api[_-]?key|apikey|key|access[_-]?token|refresh[_-]?token|id[_-]?token|token|auth|authorization|' +
    'secret|client[_-]?secret|password|passwd|pwd|sig|signature)["\']?\\s*[:=]\\s*["\']?)(?!\\[REDACTED\\]|(?:Bearer|Basic)\\s)[^\\s"\'&;,#)]+',
  'gi',
);

/**
 * The forms a known secret may take in text, longest first: itself, URL-encoded, and without each leading letters-only
 * prefix (`sk-proj-abc…` → `proj-abc…` → `abc…`: servers echo keys without their prefix). Forms shorter than 8 are left out.
 */
export function secretForms(secret: string): string[] {
  const forms = new Set<string>();
  let rest = secret;
  for (;;) {
    forms.add(rest).add(encodeURIComponent(rest));
    const stripped = rest.replace(/^[A-Za-z]{2,10}[-_]/, '');
    if (stripped === rest) break;
    rest = stripped;
  }
  return [...forms].filter((f) => f.length >= MIN_SECRET).sort((a, b) => b.length - a.length);
}

/** `text` with the known `secrets` (every form) and anything shaped like a credential replaced by `[REDACTED]`. */
export function redactSecrets(text: string, secrets: ReadonlyArray<string | undefined> = []): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const form of secretForms(secret)) out = out.split(form).join(REDACTED);
  }
  return out
    .replace(URL_USERINFO, `$1${REDACTED}@`)
    .replace(AUTH_SCHEME, `$1 ${REDACTED}`)
    .replace(KEY_LIKE, REDACTED)
    .replace(SECRET_PARAM, `$1${REDACTED}`);
}
