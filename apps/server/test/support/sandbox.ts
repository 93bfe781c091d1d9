import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import {
  createSandboxState,
  sandboxRoutes,
  type SandboxState,
} from '../../src/modules/lender-sandbox/sandbox.routes.ts';

/** The lender sandbox as its own HTTP server on a loopback port, for worker tests. */
export async function startSandbox(): Promise<{
  state: SandboxState;
  baseUrl: string;
  close: () => Promise<void>;
}> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const state = createSandboxState();
  await app.register(sandboxRoutes(state));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { state, baseUrl: address, close: () => app.close() };
}
