import { getLocalStorage } from "~/kernel/store/storage/local-storage";

export const pendingTemplateKey = "pending-template";

/** Hands a template's choices to the home page. Returns false when storage refuses. */
export function savePendingTemplate(choices: readonly string[], storage = getLocalStorage()): boolean {
  try {
    if (!storage) return false;
    storage.setItem(pendingTemplateKey, JSON.stringify({ choices }));
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads and removes the pending template. Anything that is not a list of strings is ignored
 * (non-string entries dropped), so a garbled value can never break the home page.
 */
export function takePendingTemplate(storage = getLocalStorage()): string[] | null {
  try {
    const raw = storage?.getItem(pendingTemplateKey) ?? null;
    if (raw === null) return null;
    storage?.removeItem(pendingTemplateKey);
    const value: unknown = JSON.parse(raw);
    const choices = Array.isArray(value) ? value : (value as { choices?: unknown } | null)?.choices;
    if (!Array.isArray(choices)) return null;
    const texts = choices.filter((choice): choice is string => typeof choice === "string");
    return texts.length > 0 ? texts : null;
  } catch {
    return null;
  }
}
