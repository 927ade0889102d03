/**
 * What the preview does with a gesture, whichever recognizer reads it: mouse and pen drags from Pointer
 * Events (./pointer-gestures), touch from hammerjs (./touch-gestures, loaded on touch screens only).
 * Deltas are from where the gesture began; velocity is px/ms of the finger's latest movement.
 */
export interface GestureHandlers {
  /** The first pointer or finger of a gesture went down. */
  start(): void;
  doubleTap(): void;
  pinchStart(): void;
  /** The fingers' distance over the distance they started at. */
  pinchMove(spread: number): void;
  pinchEnd(): void;
  panStart(pointerType: 'mouse' | 'pen' | 'touch'): void;
  panMove(dx: number, dy: number): void;
  panEnd(dx: number, dy: number, velocity: number): void;
}

/** A press that moved less than this is no drag. */
export const PAN_THRESHOLD_PX = 5;
