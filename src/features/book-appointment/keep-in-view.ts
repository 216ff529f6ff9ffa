/** How long after mount the panel is held in view while the page settles. */
const SETTLE_MS = 1500;

const inView = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.top < window.innerHeight / 2;
};

/**
 * Book Again (`book=1`) brings the booking panel into view. A single scroll on
 * mount was lost on phones: the router restores the top of the page after the
 * navigation, and the photo and texts above the panel still grow while they
 * load, so the focused panel ended up off screen. Scroll again each frame it
 * is out of view until the page settles, and stop as soon as the person
 * scrolls or touches the page themselves. Returns the cleanup.
 */
export function keepInView(element: HTMLElement): () => void {
  const started = performance.now();
  let frame = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    cancelAnimationFrame(frame);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.addEventListener(type, stop, { passive: true });
  const tick = () => {
    if (stopped) return;
    if (!inView(element)) element.scrollIntoView({ block: 'start', behavior: 'auto' });
    if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(tick);
    else stop();
  };
  frame = requestAnimationFrame(tick);
  return stop;
}
