import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/** How long a socket answered with an error keeps being read before it is closed. */
const LINGER_MS = 2000;

/**
 * Answers a request Node's HTTP parser refused (a request line or headers over the size limit:
 * 431; a timeout: 408; anything else malformed: 400) the way the API answers everything else: a
 * JSON body, the security headers, and `Connection: close` so that a keep-alive client opens a
 * new connection for its next request. The socket is then half-closed and drained for a moment
 * instead of destroyed: closing it with the rest of an oversized header still unread made the
 * kernel reset the connection, and the client lost the answer.
 */
export function clientErrorHandler(
  securityHeaders: () => Record<string, string>,
  log: () => FastifyBaseLogger,
) {
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const status =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? 408
          : 400;
    const message =
      status === 431
        ? 'Request line or headers too large (at most 16 KB in all)'
        : status === 408
          ? 'Request timed out'
          : 'Malformed request';
    log().debug({ err: error, status }, 'client error');
    if (!socket.writable) {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
    const headers: Record<string, string> = {
      ...securityHeaders(),
      'content-type': 'application/json; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      date: new Date().toUTCString(),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}`)
      .join('\r\n');
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n${body}`);
    // Read and drop what the client still sends, so closing does not reset the connection.
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.resume();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
