import { createLogger, startServer } from '@young-minds/service-kit';
import { createApp } from './app';
import { loadConfig } from './config';

async function main(): Promise<void> {
  const logger = createLogger({ service: 'gateway' });
  const config = loadConfig();
  const port = Number(process.env.PORT || 8080);
  // The gateway is the one process that faces users: all interfaces unless HOST says otherwise.
  const host = process.env.HOST?.trim() || '0.0.0.0';
  const running = await startServer(createApp({ config, logger }), port, { host, logger });
  // Uploads of hundreds of MB on a slow line outlast Node's 5-minute default; slow headers are still cut.
  running.server.requestTimeout = 0;
  logger.info(
    { services: Object.fromEntries(Object.entries(config.services).map(([name, url]) => [name, url.href])), expected: config.expectedServices },
    'gateway ready',
  );
}

main().catch((err: unknown) => {
  console.error('The gateway could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
