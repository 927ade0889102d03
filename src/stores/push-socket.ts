import { pushSocketUrl } from '@/client/http';

/** Opens the push channel (its URL from /config.json) and resolves once the server answered the authentication with OK (spec §7). */
export async function openPushSocket(): Promise<WebSocket> {
  const url = await pushSocketUrl(window.location.href);
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const onFirst = (event: MessageEvent) => {
      socket.removeEventListener('message', onFirst);
      if (event.data === 'OK') resolve(socket);
      else {
        socket.close();
        reject(new Error('Push channel refused authentication'));
      }
    };
    socket.addEventListener('open', () => socket.send(JSON.stringify({ action: 'authenticate' })));
    socket.addEventListener('message', onFirst);
    socket.addEventListener('error', () => reject(new Error('Push channel unavailable')));
  });
}

/** Calls `onMessage` with each message of the socket that parses as JSON; others are ignored (spec §8). */
export function onJsonMessage(socket: WebSocket, onMessage: (data: unknown) => void): void {
  socket.addEventListener('message', (event) => {
    let data: unknown;
    try {
      data = JSON.parse(String(event.data));
    } catch {
      return;
    }
    onMessage(data);
  });
}
