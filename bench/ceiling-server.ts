// The ceiling of the benchmark: the cheapest Fastify route this machine can
// serve, run as a separate process like the app server.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ success: true }));
app.post('/', async () => ({ success: true }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
