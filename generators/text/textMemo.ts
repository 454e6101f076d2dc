/**
 * Results of a pure text function remembered by key: generation asks the same question of the same sentence once per
 * class, reading and candidate edit. The memo forgets everything when it reaches its limit, so memory stays bounded.
 */

/** A memo of up to `limit` results (≥ 1) by string key: `memo(key, compute)` runs `compute` only for an unseen key. */
export function createTextMemo<T>(limit = 20_000): (key: string, compute: () => T) => T {
  const results = new Map<string, T>();
  return (key, compute) => {
    // One hash of the (often long) key on a hit; `has` only tells a remembered undefined from a miss.
    const known = results.get(key);
    if (known !== undefined || results.has(key)) return known as T;
    const value = compute();
    if (results.size >= limit) results.clear();
    results.set(key, value);
    return value;
  };
}

/**
 * One result per owner object (a passage, a corpus, a plan array): `memo(owner, compute)` runs `compute` only for an
 * unseen owner; an owner's result goes when the owner does.
 */
export function createObjectMemo<O extends object, T>(): (owner: O, compute: () => T) => T {
  const results = new WeakMap<O, T>();
  return (owner, compute) => {
    if (results.has(owner)) return results.get(owner)!;
    const value = compute();
    results.set(owner, value);
    return value;
  };
}

/**
 * A text memo per owner object (a passage, an entity list): `memo(owner, key, compute)` runs `compute` only for a key
 * unseen for that owner; an owner's results go when the owner does.
 */
export function createOwnedMemo<O extends object, T>(limit?: number): (owner: O, key: string, compute: () => T) => T {
  const byOwner = createObjectMemo<O, (key: string, compute: () => T) => T>();
  return (owner, key, compute) => byOwner(owner, () => createTextMemo<T>(limit))(key, compute);
}
