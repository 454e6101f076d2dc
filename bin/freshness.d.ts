/** Whether `<root>/dist` is a complete build of the current sources, and if not, the first reason why. */
export function distState(root: string): { fresh: boolean; reason: string };
