# syntax=docker/dockerfile:1
# The gateway: the one URL. It serves the shell (SPA fallback, the prerendered home page inside it, /remotes.json)
# and, by default, every area's remote under /remotes/<area>/, so the image holds all five front-end builds.
#   docker build -f deploy/docker/gateway.Dockerfile -t young-minds/gateway .
# auth, content, subscriptions and gateway share this shape (deploy/deploy.test.ts keeps them alike).

# 1. Install everything, compile the gateway (scripts/build-services.mjs) and build the front ends (rsbuild), then
#    reinstall only the gateway's production dependencies. Same lockfile, same /app: the .pnpm paths the bundle
#    points at are the same.
FROM node:20.20-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
# pnpm's package store in a build cache (BuildKit's and podman's --mount=type=cache): kept between builds and
# shared by every image, so a rebuild after a source change downloads nothing again; never part of an image.
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store
RUN node scripts/build-services.mjs gateway
RUN pnpm --filter @young-minds/shell --filter './mfe-*' run build
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    rm -rf node_modules */node_modules */*/node_modules \
 && pnpm install --frozen-lockfile --store-dir /pnpm/store --prod --offline --filter '@young-minds/gateway...'

# 2. The runtime: Node, the bundle, its production dependencies and the built front ends, as an unprivileged user.
FROM node:20.20-bookworm-slim
RUN groupadd --gid 10001 app && useradd --uid 10001 --gid app --no-create-home --shell /usr/sbin/nologin app \
 && mkdir /data && chown app:app /data
# STATIC_ROOT: where shell/dist and mfe-<area>/dist are. DATA_DIR: an optional remotes.json (REMOTES_FILE wins).
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data STATIC_ROOT=/app
# glibc gives big freed blocks back (argon2\'s 19 MiB a login): scripts/lib/program-settings.mjs
ENV MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app/services/gateway
COPY --from=build /app/node_modules /app/node_modules
COPY --from=build /app/services/gateway/package.json ./
COPY --from=build /app/services/gateway/dist ./dist
COPY --from=build /app/shell/dist /app/shell/dist
COPY --from=build /app/mfe-public/dist /app/mfe-public/dist
COPY --from=build /app/mfe-admin/dist /app/mfe-admin/dist
COPY --from=build /app/mfe-parent/dist /app/mfe-parent/dist
COPY --from=build /app/mfe-child/dist /app/mfe-child/dist
USER 10001
EXPOSE 8080
# The slim image has no curl: Node's fetch asks /health/live (the gateway answers; a down service is /health's job).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+process.env.PORT+'/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--max-semi-space-size=4", "dist/index.js"]
