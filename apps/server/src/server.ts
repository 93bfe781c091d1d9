import { ConfigError, loadEnv } from './config/env.ts';
import { startApp } from './bootstrap.ts';
import { flushLog } from './lib/logger.ts';

// Process start and graceful shutdown; nothing else lives here.

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  const { app, database } = await startApp(env);
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining requests');
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 15_000);
    force.unref();
    app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'error during shutdown');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });

  try {
    const address = await app.listen({ host: env.HOST, port: env.PORT });
    app.log.info(`CrediLink is ready at ${address.replace('127.0.0.1', 'localhost')}`);
    flushLog(app.log);
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    process.stderr.write(
      code === 'EADDRINUSE'
        ? `Invalid configuration: PORT ${env.PORT} is already in use\n`
        : `Start failed: ${String(error)}\n`,
    );
    await database.close().catch(() => undefined);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
