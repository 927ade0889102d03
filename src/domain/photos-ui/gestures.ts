import { DOUBLE_TAP_MS, FAST_DRAG_FACTOR, SLOW_DRAG_FACTOR, SWIPE_THRESHOLD, ZOOM_MAX, ZOOM_MIN } from '../constants';

/** Swipe and zoom maths of the preview (spec §2, §9). */
export type SwipeResult = 'next' | 'previous' | 'close' | 'none';

/**
 * A horizontal swipe beyond 35 % of the width changes photo (left → next);
 * a downward swipe beyond 35 % of the height closes the preview on mobile.
 */
export function swipeResult(dx: number, dy: number, width: number, height: number, mobile: boolean): SwipeResult {
  if (Math.abs(dx) >= Math.abs(dy)) {
    if (width > 0 && Math.abs(dx) > width * SWIPE_THRESHOLD) return dx < 0 ? 'next' : 'previous';
    return 'none';
  }
  if (mobile && dy > 0 && height > 0 && dy > height * SWIPE_THRESHOLD) return 'close';
  return 'none';
}

/** A pinch scales the zoom it started from by the fingers' spread, within ZOOM_MIN..ZOOM_MAX. */
export function pinchZoom(startScale: number, spread: number): number {
  return Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, startScale * spread));
}

export function toggleZoom(scale: number): number {
  return scale > ZOOM_MIN ? ZOOM_MIN : ZOOM_MAX;
}

/** Two taps closer than the double-tap window toggle zoom. */
export function isDoubleTap(previousTapAt: number | null, now: number): boolean {
  return previousTapAt !== null && now - previousTapAt <= DOUBLE_TAP_MS;
}

/** Slow drags move the image by a fraction of the finger, fast flicks by more. */
export function dragFactor(velocity: number): number {
  return Math.abs(velocity) > 1 ? FAST_DRAG_FACTOR : SLOW_DRAG_FACTOR;
}

export interface Pan {
  x: number;
  y: number;
}

/** Keeps a zoomed image covering its frame: the pan may move at most half the overflow each way. */
export function clampPan(pan: Pan, scale: number, frameWidth: number, frameHeight: number): Pan {
  const maxX = Math.max(0, (frameWidth * scale - frameWidth) / 2);
  const maxY = Math.max(0, (frameHeight * scale - frameHeight) / 2);
  return { x: Math.min(maxX, Math.max(-maxX, pan.x)), y: Math.min(maxY, Math.max(-maxY, pan.y)) };
}

export function panBy(pan: Pan, dx: number, dy: number, velocity: number, scale: number, frameWidth: number, frameHeight: number): Pan {
  if (scale <= ZOOM_MIN) return { x: 0, y: 0 };
  const f = dragFactor(velocity);
  return clampPan({ x: pan.x + dx * f, y: pan.y + dy * f }, scale, frameWidth, frameHeight);
}
