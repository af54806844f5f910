import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A bulk request (an export, an import) may leave its socket silent for minutes while the store works: the
 * server's idle bound (REQUEST_TIMEOUT_MS) is for beacons. Lifts it to `idleMs` for this request and puts the
 * server's bound back when the response closes. A real socket only (app.inject's stand-in has no time-outs).
 */
export function allowSilence(request: FastifyRequest, reply: FastifyReply, idleMs: number): void {
  const socket = request.raw.socket;
  if (typeof socket?.setTimeout !== 'function') return;
  socket.setTimeout(idleMs);
  reply.raw.once('close', () => socket.setTimeout(request.server.server.timeout));
}
