type Failure = "none" | "quota" | "security";

/** An in-memory Storage that can be told to fail the way browsers do. */
export class FakeStorage implements Storage {
  private readonly items = new Map<string, string>();
  /** "quota": setItem throws QuotaExceededError; "security": every access throws SecurityError. */
  failure: Failure = "none";
  setItemCalls = 0;

  [name: string]: unknown;

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.items.set(key, value);
  }

  get length(): number {
    this.guard();
    return this.items.size;
  }

  key(index: number): string | null {
    this.guard();
    return [...this.items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    this.guard();
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.guard();
    this.setItemCalls += 1;
    if (this.failure === "quota") throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    this.items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.guard();
    this.items.delete(key);
  }

  clear(): void {
    this.guard();
    this.items.clear();
  }

  /** Everything stored, read without tripping the configured failure. */
  dump(): Record<string, string> {
    return Object.fromEntries(this.items);
  }

  private guard(): void {
    if (this.failure === "security") throw new DOMException("Access is denied.", "SecurityError");
  }
}
