/** A live region that is always present, so screen readers announce the message when it changes. */
export function Announcer({ message }: { message: string }) {
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {message}
    </p>
  );
}
