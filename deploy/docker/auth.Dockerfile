# syntax=docker/dockerfile:1
# The auth service. From the repository root:
#   docker build -f deploy/docker/auth.Dockerfile -t young-minds/auth .
# auth, content, subscriptions and gateway share this shape (deploy/deploy.test.ts keeps them alike).

# 1. Install everything, compile the program (scripts/build-services.mjs: one esbuild bundle whose dependencies
#    are relative paths into node_modules/.pnpm), then reinstall only the production dependencies of this service
#    and the workspace packages it uses. Same lockfile, same /app: the .pnpm paths the bundle points at are the same.
FROM node:20.20-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
# pnpm's package store in a build cache (BuildKit's and podman's --mount=type=cache): kept between builds and
# shared by every image, so a rebuild after a source change downloads nothing again; never part of an image.
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store
RUN node scripts/build-services.mjs auth
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    rm -rf node_modules */node_modules */*/node_modules \
 && pnpm install --frozen-lockfile --store-dir /pnpm/store --prod --offline --filter '@young-minds/auth...'

# 2. The runtime: Node, the bundle and its production dependencies, as an unprivileged user.
FROM node:20.20-bookworm-slim
RUN groupadd --gid 10001 app && useradd --uid 10001 --gid app --no-create-home --shell /usr/sbin/nologin app \
 && mkdir /data && chown app:app /data
# HOST: the service must be reachable from the gateway's container, not only from 127.0.0.1 (its default).
# DATA_DIR: a writable folder (an emptyDir in Kubernetes); secrets come from the environment in a deployment.
ENV NODE_ENV=production HOST=0.0.0.0 AUTH_PORT=4001 DATA_DIR=/data
# glibc gives big freed blocks back (argon2\'s 19 MiB a login): scripts/lib/program-settings.mjs
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app/services/auth
COPY --from=build /app/node_modules /app/node_modules
COPY --from=build /app/services/auth/package.json ./
COPY --from=build /app/services/auth/dist ./dist
USER 10001
EXPOSE 4001
# The slim image has no curl: Node's fetch asks /health (200 only when the database answers).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.AUTH_PORT+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--optimize-for-size", "dist/index.js"]
