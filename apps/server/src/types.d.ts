import type { Database, DatabaseHandle } from './db/client.ts';
import type { Env } from './config/env.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    dbHandle: DatabaseHandle;
    env: Env;
  }
}
