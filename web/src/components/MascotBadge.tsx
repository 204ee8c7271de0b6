import { useEffect, useState } from 'react';
import '../styles/mascot.css';

const EVERY_MS = 3000;
const CHANCE = 0.3;
const ANIMATION_MS = 1000;

/** The mascot's 'mascot' badge and face: every 3 s, with a 30% chance, the face animates for 1 s. */
export function MascotBadge() {
  const [animating, setAnimating] = useState(false);
  useEffect(() => {
    let stop: number | undefined;
    const tick = window.setInterval(() => {
      if (Math.random() >= CHANCE) return;
      setAnimating(true);
      stop = window.setTimeout(() => setAnimating(false), ANIMATION_MS);
    }, EVERY_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(stop);
    };
  }, []);
  return (
    <span className="badge badge--mascot" data-testid="mascot-badge">
      <svg className={`mascot-face${animating ? ' mascot-face--animating' : ''}`} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
        <circle cx="8" cy="8" r="7" fill="currentColor" opacity="0.2" />
        <circle cx="5.5" cy="6.5" r="1.2" fill="currentColor" />
        <circle cx="10.5" cy="6.5" r="1.2" fill="currentColor" />
        <path d="M4.8 10c1.6 1.8 4.8 1.8 6.4 0" stroke="currentColor" strokeWidth="1.3" fill="none" strokeLinecap="round" />
      </svg>
      mascot
    </span>
  );
}
