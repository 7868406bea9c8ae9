/** Node has no localStorage: a fresh in-memory one, so a flow reads what it stored, and a "reload" keeps it. */
export function installMemoryStorage() {
  const store = new Map<string, string>();
  globalThis.localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
    removeItem: (key: string) => void store.delete(key),
  } as Storage;
}
