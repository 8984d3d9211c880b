// A receipt's list file read back (docs/verifiable-draws.md, section 2): only /verify's checks read one, on demand.

/**
 * A list file's lines (section 2): one line feed at its end dropped (the page writes it; copied text often loses it),
 * the rest split at each line feed. Versions 1 to 3 also skip a byte-order mark at its start and read CR LF as a line
 * feed, as their checkers always did. A version 4 file is the one its statement's list SHA-256 was taken of, byte for
 * byte: a byte-order mark or a CR, which the page never writes and which would make `sha256sum` print another hash,
 * is a list file no checker can use. Nothing else changes: a blank line or white space is part of a line, for the
 * list's rules to judge.
 */
export function readListFile(
  text: string,
  version: number,
): { ok: true; lines: string[] } | { ok: false; message: string } {
  if (version >= 4 && /^\uFEFF|\r/.test(text)) {
    const what = text.startsWith("\uFEFF") ? "starts with a byte-order mark" : "holds a CR (Windows line ends?)";
    return {
      ok: false,
      message: `The list file ${what}, which the page never writes: its SHA-256 cannot be the statement’s. Use the list file exactly as the host published it.`,
    };
  }
  const lines = (version >= 4 ? text : text.replace(/^\uFEFF|\r(?=\n)/g, "")).replace(/\n$/, "").split("\n");
  return { ok: true, lines };
}

/** A list file's bytes as text: null when they are not UTF-8, which the page always writes (section 2). */
export function decodeListFile(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}
