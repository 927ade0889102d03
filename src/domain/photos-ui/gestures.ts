import { DOUBLE_TAP_MS, FAST_DRAG_FACTOR, SLOW_DRAG_FACTOR, SWIPE_THRESHOLD, ZOOM_MAX, ZOOM_MIN } from '../constants';

/** Swipe and zoom maths of the preview (spec §2, §9). */
export type SwipeResult = 'next' | 'previous' | 'close' | 'none';

/** A finger held this long on a grid tile starts select mode with its photo (as phones' photo apps do). */
export const LONG_PRESS_MS = 500;
/** A finger that moves further than this is scrolling, not pressing. */
export const LONG_PRESS_SLOP_PX = 10;

/** A release faster than this (px/ms, the finger's latest movement) is a flick. */
export const FLICK_PX_PER_MS = 1;

/**
 * A horizontal swipe beyond 35 % of the width changes photo (left → next); a flick's travel counts
 * FAST_DRAG_FACTOR times, so a quick short swipe changes photo as on a phone. A downward swipe beyond
 * 35 % of the height closes the preview on mobile.
 */
export function swipeResult(dx: number, dy: number, width: number, height: number, mobile: boolean, velocity = 0): SwipeResult {
  if (Math.abs(dx) >= Math.abs(dy)) {
    const travel = Math.abs(dx) * (Math.abs(velocity) > FLICK_PX_PER_MS ? FAST_DRAG_FACTOR : 1);
    if (width > 0 && travel > width * SWIPE_THRESHOLD) return dx < 0 ? 'next' : 'previous';
    return 'none';
  }
  if (mobile && dy > 0 && height > 0 && dy > height * SWIPE_THRESHOLD) return 'close';
  return 'none';
}

/**
 * How far the unzoomed photo follows a horizontal swipe: with the finger where a photo waits that way,
 * SLOW_DRAG_FACTOR of it at either end of the collection (the photo resists: there is nothing more).
 */
export function swipeFollow(dx: number, photoThatWay: boolean): number {
  return photoThatWay ? dx : dx * SLOW_DRAG_FACTOR;
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

/** A drag of the zoomed photo moves it with the finger (the point under it stays under it), inside the frame. */
export function panBy(pan: Pan, dx: number, dy: number, scale: number, frameWidth: number, frameHeight: number): Pan {
  if (scale <= ZOOM_MIN) return { x: 0, y: 0 };
  return clampPan({ x: pan.x + dx, y: pan.y + dy }, scale, frameWidth, frameHeight);
}
