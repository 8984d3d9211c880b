import { createKeyStore } from "~/kernel/store/storage/key-store";

export const pendingTemplateKey = "pending-template";

const pendingTemplateStore = createKeyStore({
  key: pendingTemplateKey,
  empty: null,
  // A list of strings, bare or as `{ choices }`; non-string entries are dropped, so a garbled value can never break
  // the page it is handed to.
  read(json): string[] | undefined {
    const choices = Array.isArray(json) ? json : (json as { choices?: unknown } | null)?.choices;
    if (!Array.isArray(choices)) return undefined;
    const texts = choices.filter((choice): choice is string => typeof choice === "string");
    return texts.length > 0 ? texts : undefined;
  },
  toJson: (choices) => ({ choices }),
  // A hand-off storage refused is dropped: the page it was meant for opens empty.
  keepRefusedWrites: false,
});

/** Hands a template's choices to the home page. Returns false when storage refuses. */
export function savePendingTemplate(choices: readonly string[], storage?: Storage | null): boolean {
  return pendingTemplateStore.write([...choices], { storage }).ok;
}

/** Reads and removes the pending template; null when there is none, or none that can be read. */
export function takePendingTemplate(storage?: Storage | null): string[] | null {
  const raw = pendingTemplateStore.readStored(storage);
  if (raw === null || raw === undefined) return null;
  if (!pendingTemplateStore.write(null, { storage }).ok) return null;
  return pendingTemplateStore.restore(raw).value;
}
