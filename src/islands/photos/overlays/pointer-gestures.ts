/**
 * The preview's touch and mouse gestures from Pointer Events, without a gesture library: a pan (one
 * pointer moved beyond PAN_THRESHOLD_PX), a pinch (two pointers; the spread is their distance over the
 * distance they started at) and a touch tap (a touch that barely moved, released within TAP_MAX_MS).
 * Pan deltas are from where the gesture began; velocity is px/ms over the latest movement.
 */
export interface GestureHandlers {
  /** The first pointer of a gesture went down. */
  start(): void;
  tap(): void;
  pinchStart(): void;
  pinchMove(spread: number): void;
  panStart(pointerType: string): void;
  panMove(dx: number, dy: number, velocity: number): void;
  panEnd(dx: number, dy: number): void;
}

const PAN_THRESHOLD_PX = 5;
const TAP_MAX_MS = 250;
/** Velocity is measured over movements at least this long, so one jittery event does not make a flick. */
const VELOCITY_WINDOW_MS = 25;

interface Sample {
  x: number;
  y: number;
  at: number;
}

/** Binds the gestures to `el` (moves and releases are followed on the window); returns the unbinding. */
export function bindGestures(el: HTMLElement, on: GestureHandlers): () => void {
  const points = new Map<number, { x: number; y: number }>();
  let origin: Sample = { x: 0, y: 0, at: 0 };
  let last: Sample = origin;
  let velocity = 0;
  let panning = false;
  let multiTouch = false;
  let pinchFrom = 0;

  const spread = () => {
    const [a, b] = [...points.values()] as [{ x: number; y: number }, { x: number; y: number }];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };

  const down = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (points.size === 1) {
      origin = last = { x: e.clientX, y: e.clientY, at: e.timeStamp };
      velocity = 0;
      panning = false;
      multiTouch = false;
      pinchFrom = 0;
      on.start();
    } else if (points.size === 2) {
      multiTouch = true;
      pinchFrom = spread();
      on.pinchStart();
    }
  };

  const move = (e: PointerEvent) => {
    if (!points.has(e.pointerId)) return;
    points.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (points.size === 2 && pinchFrom > 0) return on.pinchMove(spread() / pinchFrom);
    if (points.size !== 1) return;
    if (e.timeStamp - last.at >= VELOCITY_WINDOW_MS) {
      velocity = Math.max(Math.abs(e.clientX - last.x), Math.abs(e.clientY - last.y)) / (e.timeStamp - last.at);
      last = { x: e.clientX, y: e.clientY, at: e.timeStamp };
    }
    const dx = e.clientX - origin.x;
    const dy = e.clientY - origin.y;
    if (!panning && Math.hypot(dx, dy) > PAN_THRESHOLD_PX) {
      panning = true;
      on.panStart(e.pointerType);
    }
    if (panning) on.panMove(dx, dy, velocity);
  };

  const up = (e: PointerEvent) => {
    if (!points.delete(e.pointerId)) return;
    if (points.size < 2) pinchFrom = 0;
    if (points.size > 0) return;
    if (panning) on.panEnd(e.clientX - origin.x, e.clientY - origin.y);
    else if (e.pointerType === 'touch' && !multiTouch && e.timeStamp - origin.at <= TAP_MAX_MS) on.tap();
  };

  const cancel = (e: PointerEvent) => {
    points.delete(e.pointerId);
    if (points.size === 0) panning = false;
  };

  const touchAction = el.style.touchAction;
  el.style.touchAction = 'none';
  el.addEventListener('pointerdown', down);
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', cancel);
  return () => {
    el.style.touchAction = touchAction;
    el.removeEventListener('pointerdown', down);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cancel);
  };
}
