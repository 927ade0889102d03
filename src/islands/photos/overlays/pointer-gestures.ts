import { PAN_THRESHOLD_PX, type GestureHandlers } from './gesture-handlers';

/** Velocity is measured over movements at least this long, so one jittery event does not make a flick. */
const VELOCITY_WINDOW_MS = 25;

interface Sample {
  x: number;
  y: number;
  at: number;
}

/**
 * Binds the drags of a mouse or pen to `el` from Pointer Events (moves and releases are followed on the
 * window); touch is left to the touch recognizer. Returns the unbinding.
 */
export function bindPointerDrags(el: HTMLElement, on: GestureHandlers): () => void {
  let pointer: number | null = null;
  let origin: Sample = { x: 0, y: 0, at: 0 };
  let last: Sample = origin;
  let velocity = 0;
  let panning = false;

  const down = (e: PointerEvent) => {
    if (e.pointerType === 'touch' || pointer !== null || (e.pointerType === 'mouse' && e.button !== 0)) return;
    pointer = e.pointerId;
    origin = last = { x: e.clientX, y: e.clientY, at: e.timeStamp };
    velocity = 0;
    panning = false;
    on.start();
  };

  const move = (e: PointerEvent) => {
    if (e.pointerId !== pointer) return;
    if (e.timeStamp - last.at >= VELOCITY_WINDOW_MS) {
      velocity = (e.clientX - last.x) / (e.timeStamp - last.at);
      last = { x: e.clientX, y: e.clientY, at: e.timeStamp };
    }
    const dx = e.clientX - origin.x;
    const dy = e.clientY - origin.y;
    if (!panning && Math.hypot(dx, dy) > PAN_THRESHOLD_PX) {
      panning = true;
      on.panStart(e.pointerType === 'pen' ? 'pen' : 'mouse');
    }
    if (panning) on.panMove(dx, dy);
  };

  const up = (e: PointerEvent) => {
    if (e.pointerId !== pointer) return;
    pointer = null;
    if (panning) on.panEnd(e.clientX - origin.x, e.clientY - origin.y, velocity);
    panning = false;
  };

  el.addEventListener('pointerdown', down);
  window.addEventListener('pointermove', move);
  window.addEventListener('pointerup', up);
  window.addEventListener('pointercancel', up);
  return () => {
    el.removeEventListener('pointerdown', down);
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', up);
  };
}
