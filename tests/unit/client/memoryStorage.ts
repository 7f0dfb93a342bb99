// An in-memory stand-in for the browser's localStorage (Bun has none), for the client modules
// that read the session's stored entries. Stored keys are the object's own enumerable
// properties, as in a browser, so Object.keys(localStorage) lists them.
import { afterAll, beforeAll, beforeEach } from "bun:test";

class MemoryStorage {
  get length(): number {
    return Object.keys(this).length;
  }
  key(index: number): string | null {
    return Object.keys(this)[index] ?? null;
  }
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? (this as unknown as Record<string, string>)[key]! : null;
  }
  setItem(key: string, value: string): void {
    (this as unknown as Record<string, string>)[key] = String(value);
  }
  removeItem(key: string): void {
    delete (this as unknown as Record<string, string>)[key];
  }
  clear(): void {
    for (const key of Object.keys(this)) this.removeItem(key);
  }
}

/**
 * Installs an empty localStorage for the calling file's tests (emptied before each test) and
 * takes it away afterwards, so no other test file sees it.
 */
export function useMemoryStorage(): void {
  const global = globalThis as { localStorage?: unknown };
  let installed = false;
  beforeAll(() => {
    if (global.localStorage === undefined) {
      global.localStorage = new MemoryStorage();
      installed = true;
    }
  });
  beforeEach(() => (global.localStorage as Storage).clear());
  afterAll(() => {
    if (installed) delete global.localStorage;
  });
}
