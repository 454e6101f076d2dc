/**
 * Environment variables a test sets for a while: `setEnv` sets (or deletes) them and returns the function that puts
 * every one back as it was, so a failing test never leaks a key or a base URL into the next file.
 */
export function setEnv(values: Readonly<Record<string, string | undefined>>): () => void {
  const saved = Object.keys(values).map((name) => [name, process.env[name]] as const);
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  return () => {
    for (const [name, value] of saved) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
