import { ACTIVATION_WAIT_MS } from '@/domain/constants';
import { activationMessage } from '@/domain/schemas/photos';
import { photoImportApi } from './photos-api';
import { onJsonMessage, openPushSocket } from './push-socket';
import { reloadLibrary } from './library';
import { $import } from './photos-ui';

/** The in-progress flag of spec §4: one activation at a time. */
let running = false;

/** Resolves when the push channel reports the import finished; rejects on its error or a closed channel. */
function importOutcome(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    onJsonMessage(socket, (data) => {
      const parsed = activationMessage.safeParse(data);
      if (!parsed.success) return; // invalid messages are ignored (spec §8)
      if (parsed.data.type === 'finished') resolve();
      if (parsed.data.type === 'error') reject(new Error('Import failed'));
    });
    socket.addEventListener('close', () => reject(new Error('Push channel closed')));
  });
}

/**
 * Started by the photos page (spec §4): a NOT_ACTIVE library is activated, an IMPORTING one followed.
 * The push channel listens before the import starts; on 'finished' it waits ACTIVATION_WAIT_MS,
 * checks the status again and, once ACTIVE, reloads the library.
 */
export async function followActivation(): Promise<void> {
  if (running) return;
  running = true;
  let socket: WebSocket | null = null;
  try {
    const api = await photoImportApi();
    const { status } = await api.status();
    if (status !== 'NOT_ACTIVE' && status !== 'IMPORTING') return;
    $import.set('importing');
    socket = await openPushSocket();
    const outcome = importOutcome(socket);
    outcome.catch(() => {}); // awaited only while the import runs
    if (status === 'NOT_ACTIVE') await api.activate();
    // An import that ended before the socket listened shows in its status.
    if ((await api.status()).status === 'IMPORTING') {
      await outcome;
      await new Promise((r) => window.setTimeout(r, ACTIVATION_WAIT_MS));
    }
    if ((await api.status()).status !== 'ACTIVE') throw new Error('Library is not active after the import');
    await reloadLibrary();
    $import.set('imported');
  } catch {
    $import.set('failed');
  } finally {
    socket?.close();
    running = false;
  }
}
