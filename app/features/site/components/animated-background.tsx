/** Slowly drifting colour fields behind the page; pure CSS, still under reduced motion. */
export function AnimatedBackground() {
  return (
    <div className="animated-background" aria-hidden="true">
      <span className="blob blob-one" />
      <span className="blob blob-two" />
      <span className="blob blob-three" />
    </div>
  );
}
