// A free loopback port for the benches (apps/web/bench, apps/dashboard/bench), so two benches, or a bench and
// the tests, on one machine never collide.
import { createServer } from 'node:net';

/** @returns {Promise<number>} a port free on 127.0.0.1 at the moment of asking */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
