// The reference for the API benchmark: a bare Fastify hello-world in its own process, like the
// app, so both are measured through the same loopback and client. With ANSWER_FILE it answers
// those bytes instead (with ANSWER_ENCODING as their content-encoding, if set): bare Fastify
// sending what an app route sends, so the kernel's cost of the answer's size is on both sides.
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answerFile = process.env.ANSWER_FILE;
if (answerFile) {
  const bytes = readFileSync(answerFile);
  const encoding = process.env.ANSWER_ENCODING;
  app.get('/', (_request, reply) => {
    void reply.type('application/json; charset=utf-8');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(bytes);
  });
} else {
  app.get('/', () => ({ hello: 'world' }));
}
const address = await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
