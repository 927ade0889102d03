import { useEffect, useRef, useState, type RefObject } from 'react';
import { ZOOM_MIN } from '@/domain/constants';
import { clampPan, panBy, pinchZoom, swipeFollow, swipeResult, toggleZoom, type Pan } from '@/domain/photos-ui/gestures';
import { isMobile } from '@/domain/photos-ui/thumbnail-choice';
import type { GestureHandlers } from './gesture-handlers';
import { bindPointerDrags } from './pointer-gestures';

export interface View {
  scale: number;
  pan: Pan;
}

export interface PreviewMoves {
  next(): void;
  previous(): void;
  close(): void;
  /** Whether a photo waits that way (1: next, -1: previous). */
  canStep(direction: 1 | -1): boolean;
}

/**
 * The preview's gestures: a double tap toggles the zoom; a pinch zooms; a drag of the zoomed photo pans it
 * with the finger or mouse; unzoomed, a horizontal swipe (the photo following it) changes photo and a
 * downward one closes on mobile. `dragging` is true while a finger or the mouse moves the photo (no easing
 * then: it must stay under the finger). `moved` tells a click that ends a mouse drag from a click that zooms.
 */
export function usePreviewGestures(
  frameRef: RefObject<HTMLDivElement | null>,
  photoId: string | undefined,
  moves: PreviewMoves,
  openedByLink: boolean,
) {
  const [view, setView] = useState<View>({ scale: ZOOM_MIN, pan: { x: 0, y: 0 } });
  const [dragging, setDragging] = useState(false);
  const state = useRef(view);
  state.current = view;
  const movesRef = useRef(moves);
  movesRef.current = moves;
  const moved = useRef(false);
  // Another photo shows unzoomed.
  useEffect(() => setView({ scale: ZOOM_MIN, pan: { x: 0, y: 0 } }), [photoId]);

  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    let start: Pan = { x: 0, y: 0 };
    let pinchFrom = ZOOM_MIN;
    let pinched = false;
    const zoomed = () => state.current.scale > ZOOM_MIN;
    const handlers: GestureHandlers = {
      start: () => {
        pinched = false;
        moved.current = false;
      },
      doubleTap: () => setView((v) => ({ scale: toggleZoom(v.scale), pan: { x: 0, y: 0 } })),
      pinchStart: () => {
        pinchFrom = state.current.scale;
        pinched = true;
        setDragging(true);
      },
      pinchMove: (spread) =>
        setView((v) => {
          const scale = pinchZoom(pinchFrom, spread);
          return { scale, pan: clampPan(v.pan, scale, el.clientWidth, el.clientHeight) };
        }),
      pinchEnd: () => setDragging(false),
      panStart: (pointerType) => {
        start = state.current.pan;
        moved.current = pointerType !== 'touch';
        setDragging(true);
      },
      panMove: (dx, dy) => {
        if (pinched) return;
        if (zoomed()) setView((v) => ({ ...v, pan: panBy(start, dx, dy, v.scale, el.clientWidth, el.clientHeight) }));
        else if (Math.abs(dx) > Math.abs(dy))
          setView((v) => ({ ...v, pan: { x: swipeFollow(dx, movesRef.current.canStep(dx < 0 ? 1 : -1)), y: 0 } }));
      },
      panEnd: (dx, dy, velocity) => {
        setDragging(false);
        // The fingers of a pinch also pan: the end of a pinch is no swipe.
        if (zoomed() || pinched) return;
        setView((v) => ({ ...v, pan: { x: 0, y: 0 } }));
        const result = swipeResult(dx, dy, el.clientWidth, el.clientHeight, isMobile(window.innerWidth), velocity);
        if (result === 'next') movesRef.current.next();
        else if (result === 'previous') movesRef.current.previous();
        else if (result === 'close') movesRef.current.close();
      },
    };
    const unbindDrags = bindPointerDrags(el, handlers);
    let unbindTouch: (() => void) | undefined;
    let gone = false;
    const touchAction = el.style.touchAction;
    el.style.touchAction = 'none';
    // hammerjs loads with a preview opened by a tap; with one a link opened, at its first touch (no script
    // before the customer touches the page). The gesture under way meanwhile is replayed to it.
    const early: TouchEvent[] = [];
    const keep = (e: TouchEvent) => {
      if (e.isTrusted) early.push(e);
    };
    const TOUCH_EVENTS = ['touchstart', 'touchmove', 'touchend', 'touchcancel'] as const;
    const loadTouch = () => {
      for (const type of TOUCH_EVENTS) window.addEventListener(type, keep, { capture: true, passive: true });
      void import('./touch-gestures').then(({ bindTouchGestures }) => {
        for (const type of TOUCH_EVENTS) window.removeEventListener(type, keep, { capture: true });
        if (gone) return;
        unbindTouch = bindTouchGestures(el, handlers);
        // Only the gesture still under way: taps that ended meanwhile, replayed at once, would make a double tap.
        const lifted = early.findLastIndex((e) => e.touches.length === 0);
        for (const e of early.slice(lifted + 1)) replayTouch(e);
        el.dataset.gestures = 'ready';
      });
    };
    const firstTouch = (e: TouchEvent) => {
      el.removeEventListener('touchstart', firstTouch);
      keep(e);
      loadTouch();
    };
    if (navigator.maxTouchPoints > 0 && !openedByLink) loadTouch();
    else {
      if (navigator.maxTouchPoints > 0) el.addEventListener('touchstart', firstTouch, { passive: true });
      el.dataset.gestures = 'ready';
    }
    return () => {
      gone = true;
      el.removeEventListener('touchstart', firstTouch);
      el.style.touchAction = touchAction;
      unbindDrags();
      unbindTouch?.();
    };
    // Gestures bind once per preview; the moves are read through a ref.
  }, []);

  /** A click toggles the zoom, except the click that ends a mouse drag and a touch's (a double tap zooms there). */
  const clickZoom = (e: React.MouseEvent) => {
    if ((e.nativeEvent as PointerEvent).pointerType === 'touch') return;
    if (moved.current) {
      moved.current = false;
      return;
    }
    setView((v) => ({ scale: toggleZoom(v.scale), pan: { x: 0, y: 0 } }));
  };
  return { view, dragging, clickZoom };
}

/** Dispatches a touch again where it happened, for a recognizer bound after it. */
function replayTouch(e: TouchEvent) {
  const init = {
    bubbles: true,
    cancelable: true,
    touches: [...e.touches],
    targetTouches: [...e.targetTouches],
    changedTouches: [...e.changedTouches],
  };
  e.target?.dispatchEvent(new TouchEvent(e.type, init));
}
