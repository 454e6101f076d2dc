/**
 * A string-keyed memo bounded twice: by its number of keys and by the characters its keys hold in total, forgetting
 * the oldest entries first, so a few huge keys (a long evidence list's JSON) cannot hold memory a count cap allows.
 */

/** Limits of a bounded memo: at most `maxEntries` keys and `maxKeyChars` characters of keys in total (each ≥ 0). */
export interface BoundedMemoLimits {
  maxEntries: number;
  maxKeyChars: number;
}

/** A memo that forgets its oldest entries (first set first) past its limits; a key longer than the limit is not kept. */
export interface BoundedMemo<V> {
  get(key: string): V | undefined;
  /** Remembers `value` under `key`, forgetting the oldest entries until both limits hold. */
  set(key: string, value: V): void;
  /** Number of keys remembered, ≤ maxEntries. */
  readonly size: number;
  /** Characters of the remembered keys in total, ≤ maxKeyChars. */
  readonly keyChars: number;
}

/** A new empty memo within `limits`. */
export function createBoundedMemo<V>(limits: BoundedMemoLimits): BoundedMemo<V> {
  const maxEntries = Math.max(0, limits.maxEntries);
  const maxKeyChars = Math.max(0, limits.maxKeyChars);
  const entries = new Map<string, V>();
  let keyChars = 0;
  const forget = (key: string) => {
    entries.delete(key);
    keyChars -= key.length;
  };
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      if (entries.has(key)) forget(key);
      if (key.length > maxKeyChars || maxEntries === 0) return;
      while (entries.size >= maxEntries || keyChars + key.length > maxKeyChars) forget(entries.keys().next().value as string);
      entries.set(key, value);
      keyChars += key.length;
    },
    get size() {
      return entries.size;
    },
    get keyChars() {
      return keyChars;
    },
  };
}
