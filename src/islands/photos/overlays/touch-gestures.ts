import Hammer from '@egjs/hammerjs';
import { DOUBLE_TAP_MS } from '@/domain/constants';
import { PAN_THRESHOLD_PX, type GestureHandlers } from './gesture-handlers';

/**
 * The preview's touch gestures through hammerjs (loaded on touch screens only): a one-finger pan, a
 * two-finger pinch and a double tap within the spec's window (DOUBLE_TAP_MS; two taps further apart do
 * nothing). Mouse and pen stay with ./pointer-gestures. Returns the unbinding.
 */
export function bindTouchGestures(el: HTMLElement, on: GestureHandlers): () => void {
  const manager = new Hammer.Manager(el, { inputClass: Hammer.TouchInput, touchAction: 'none' });
  const pan = new Hammer.Pan({ direction: Hammer.DIRECTION_ALL, threshold: PAN_THRESHOLD_PX });
  const pinch = new Hammer.Pinch();
  const doubleTap = new Hammer.Tap({ event: 'doubletap', taps: 2, interval: DOUBLE_TAP_MS });
  pinch.recognizeWith(pan);
  manager.add([pinch, pan, doubleTap]);
  manager.on('hammer.input', (e) => {
    if (e.isFirst) on.start();
  });
  manager.on('panstart', () => on.panStart('touch'));
  manager.on('panmove', (e) => on.panMove(e.deltaX, e.deltaY));
  manager.on('panend pancancel', (e) => on.panEnd(e.deltaX, e.deltaY, e.velocityX));
  manager.on('pinchstart', () => on.pinchStart());
  manager.on('pinchmove', (e) => on.pinchMove(e.scale));
  manager.on('pinchend pinchcancel', () => on.pinchEnd());
  manager.on('doubletap', () => on.doubleTap());
  return () => manager.destroy();
}
