import {
  createLogger,
  createMediaSigner,
  resolveGatewaySecret,
  resolveMetricsToken,
  resolveSecret,
  startServer,
} from '@young-minds/service-kit';
import { createApp, createUpstreams } from './app';
import { loadConfig } from './config';
import { publicMediaFor, withPublicMedia } from './media';
import { applyServerTimeouts } from './server-timeouts';
import { instanceLabel } from './upstreams';

async function main(): Promise<void> {
  const logger = createLogger({ service: 'gateway' });
  const settings = loadConfig();
  // Shared with the services: GATEWAY_SECRET, else the file in DATA_DIR/secrets that the first process made.
  const config = { ...settings, gatewaySecret: await resolveGatewaySecret(settings.dataDir) };
  const port = Number(process.env.PORT || 8080);
  // The gateway is the one process that faces users: all interfaces unless HOST says otherwise.
  const host = process.env.HOST?.trim() || '0.0.0.0';
  // Media straight from the shared media folder: pictures to anyone, paid files and submissions for a valid signed
  // link (the content service's key: MEDIA_URL_SECRET, else the file in DATA_DIR/secrets that the first process
  // made); everything else (a bad link, every file with STORAGE=s3) goes to the app, which proxies it to content.
  const signer = config.mediaRoot
    ? createMediaSigner({
        secret: await resolveSecret({ dataDir: config.dataDir, name: 'media-url-secret', envVar: 'MEDIA_URL_SECRET' }),
      })
    : undefined;
  const media = publicMediaFor(config, logger, signer);
  // Checked every HEALTH_CHECK_INTERVAL_MS (services with several instances); stopped when the server closes.
  const upstreams = createUpstreams(config, logger);
  const running = await startServer(
    withPublicMedia(createApp({ config, logger, upstreams, metricsToken: resolveMetricsToken() }), media),
    port,
    {
      host,
      logger,
      onClose: () => upstreams.close(),
    },
  );
  applyServerTimeouts(running.server, config.timeouts);
  logger.info(
    {
      services: Object.fromEntries(
        Object.entries(config.services).map(([name, urls]) => [name, urls.map((url) => instanceLabel(url))]),
      ),
      healthCheckIntervalMs: config.healthCheckIntervalMs,
      expected: config.expectedServices,
      trustProxy: config.trustProxy,
      timeouts: config.timeouts,
    },
    'gateway ready',
  );
}

main().catch((err: unknown) => {
  console.error('The gateway could not start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
