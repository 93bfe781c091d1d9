// The reference for the API benchmark: a bare Fastify hello-world in its own process, like the
// app, so both are measured through the same loopback and client.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', () => ({ hello: 'world' }));
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
