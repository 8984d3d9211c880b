import {
  earlyPressGlobal,
  greyedButtonSelector,
  languageLinkSelector,
  openingLinkAttribute,
  pressableSelector,
  pressedAttribute,
} from "~/kernel/ui/domain/early-presses";

const [global, pressed, openingLink, pressable, greyed, languageLink] = [
  earlyPressGlobal,
  pressedAttribute,
  openingLinkAttribute,
  pressableSelector,
  greyedButtonSelector,
  languageLinkSelector,
].map((name) => JSON.stringify(name));

/**
 * Runs in the head, before the body is painted, until the page's own script replays what it took
 * (~/kernel/ui/hooks/use-early-presses.ts). It takes, before the page can act on them: a click, tap, Enter or Space on
 * a button (the browser turns those keys into a click) or on an element marked pressable, a press on a button the first
 * paint shows greyed (which hears no click: Chromium sends it the pointer's down and up, so the primary button or a
 * finger going down and up on it is the press), Ctrl/⌘+Enter where the page has a decision button, Enter in a field
 * (which would submit its form to the server), several lines pasted into a one-line field (which the browser would
 * join into one), a file chosen (which nothing would read), and, once something is typed, a link to the page in another
 * language (which would load it anew, without what was typed). Other links are left to the browser: they work without
 * scripts. It listens on the window in the capture phase, so nothing on the page sees what it took, and lets through
 * what the page's script replays (events that are not trusted). A button it takes a press for is marked, to look
 * pressed; `true` has no setAttribute.
 */
export const earlyPressCaptureScript = `(() => {
  if (/^#((list|matrix|receipt)=|[vo]1\\.)/.test(location.hash)) document.documentElement.setAttribute(${openingLink}, "");
  const capture = {
    presses: [],
    stop() {
      for (const type in takes) removeEventListener(type, listen, true);
      removeEventListener("input", typing, true);
    },
    settle() {
      for (const press of this.presses) {
        const { event } = press;
        press.heldBack ??= event.type == "keydown"
          ? (event.ctrlKey || event.metaKey) && !document.querySelector("[aria-keyshortcuts]:enabled")
          : event.target.closest("button")?.disabled;
      }
    },
  };
  let down, typed;
  const typing = (event) => {
    if (!event.isTrusted) return;
    typed = true;
    if (capture.running) capture.settle();
  };
  const takes = {
    click: (event) => event.target.closest(${pressable}) || (typed && event.target.closest(${languageLink})),
    pointerdown: (event) => void (down = event.target.closest(${greyed})),
    pointerup: (event) => !event.button && event.target.closest(${greyed}) == down && down,
    keydown: (event) =>
      event.key == "Enter" && !event.isComposing &&
      (event.ctrlKey || event.metaKey ? document.querySelector("[aria-keyshortcuts]") : event.target.matches("input")),
    paste: (event, text) => /[\\r\\n]/.test(text) && event.target.matches("input"),
    change: (event) => event.target.type == "file",
  };
  const listen = (event) => {
    const text = event.clipboardData?.getData("text");
    const taken = !capture.replaying && takes[event.type](event, text);
    if (!taken) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    capture.presses.push({ event, text });
    taken.setAttribute?.(${pressed}, "");
  };
  for (const type in takes) addEventListener(type, listen, true);
  addEventListener("input", typing, true);
  window[${global}] = capture;
})();`;

// Said by a live region that is on the page from the first paint (a region added with its message may go unread),
// shown while a press waits: nothing else tells a screen reader that a press was taken when nothing answers it yet.
const takenStatus = `<div class="visually-hidden" role="status"><span class="early-press-status">Pressed. It acts as soon as the page has loaded.</span></div>`;

/**
 * The page with the capture script at the end of its head, where it runs before the body is parsed, and the status
 * at the end of its body (React leaves alone what it did not render there).
 */
export function withEarlyPressCapture(html: string): string {
  const [headEnd, bodyEnd] = [html.indexOf("</head>"), html.lastIndexOf("</body>")];
  if (headEnd < 0 || bodyEnd < headEnd) throw new Error("No head and body to take early presses in");
  return (
    html.slice(0, headEnd) +
    `<script>${earlyPressCaptureScript}</script>` +
    html.slice(headEnd, bodyEnd) +
    takenStatus +
    html.slice(bodyEnd)
  );
}
