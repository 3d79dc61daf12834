# syntax=docker/dockerfile:1
# The content service, and the platform's one-shot commands (they use the same packages):
#   docker build -f deploy/docker/content.Dockerfile -t young-minds/content .
#   migrations: node /app/packages/db/dist/cli.js migrate   (compose's `migrate`, the Kubernetes Job)
#   demo content: node dist/seed/cli.js                     (once per database; SEED_DEMO=0 skips it)
# auth, content, subscriptions and gateway share this shape (deploy/deploy.test.ts keeps them alike).

# 1. Install everything, compile the programs (scripts/build-services.mjs: one esbuild bundle each, whose
#    dependencies are relative paths into node_modules/.pnpm), then reinstall only the production dependencies of
#    this service and the workspace packages it uses (packages/db among them). Same lockfile, same /app: the .pnpm
#    paths the bundles point at are the same.
FROM node:20.20-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
# pnpm's package store in a build cache (BuildKit's and podman's --mount=type=cache): kept between builds and
# shared by every image, so a rebuild after a source change downloads nothing again; never part of an image.
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store
RUN node scripts/build-services.mjs content migrate seed
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    rm -rf node_modules */node_modules */*/node_modules \
 && pnpm install --frozen-lockfile --store-dir /pnpm/store --prod --offline --filter '@young-minds/content...'

# 2. The runtime: Node, the bundles and their production dependencies, as an unprivileged user.
FROM node:20.20-bookworm-slim
RUN groupadd --gid 10001 app && useradd --uid 10001 --gid app --no-create-home --shell /usr/sbin/nologin app \
 && mkdir /data && chown app:app /data
# HOST: the service must be reachable from the gateway's container, not only from 127.0.0.1 (its default).
# DATA_DIR: a writable folder (upload temp files; media too with STORAGE=local); an emptyDir in Kubernetes.
ENV NODE_ENV=production HOST=0.0.0.0 CONTENT_PORT=4002 DATA_DIR=/data
# glibc gives big freed blocks back (argon2\'s 19 MiB a login): scripts/lib/program-settings.mjs
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app/services/content
COPY --from=build /app/node_modules /app/node_modules
COPY --from=build /app/packages/db/dist /app/packages/db/dist
COPY --from=build /app/services/content/package.json ./
COPY --from=build /app/services/content/dist ./dist
# The demo files the seed uploads (it finds them at ../../seed/media from dist/seed).
COPY --from=build /app/services/content/seed ./seed
USER 10001
EXPOSE 4002
# The slim image has no curl: Node's fetch asks /health (200 only when the database answers).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.CONTENT_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "dist/index.js"]
