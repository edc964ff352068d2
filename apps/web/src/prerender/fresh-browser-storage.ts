/**
 * The prerendered pages are what a first-time visitor sees: signed out, nothing stored, Russian unless the
 * language cookie says otherwise. The app reads its session and language from localStorage as it loads, so
 * in Node it is given an empty one (imported before anything of the app).
 */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

globalThis.localStorage ??= new MemoryStorage();
