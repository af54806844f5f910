// Baseline (a) of the bench: a bare Fastify POST route that parses JSON and answers 204, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.post('/analytics/vital', async (_request, reply) => reply.code(204).send());
const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`Server listening at ${address}`);
process.once('SIGTERM', () => app.close().then(() => process.exit(0)));
