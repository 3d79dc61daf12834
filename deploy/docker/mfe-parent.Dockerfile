# syntax=docker/dockerfile:1
# The parent area's remote on its own server (nginx), for serving it apart from the gateway: its own Deployment
# behind the Ingress's /remotes/parent/, or a CDN's origin (then /remotes.json points the area at the CDN).
#   docker build -f deploy/docker/mfe-parent.Dockerfile -t young-minds/mfe-parent .
# The four remotes share this shape; the shell has no image of its own: the gateway serves it (SPA fallback, the
# prerendered home page inside it, /remotes.json).

# 1. Build the remote (rsbuild). Its chunks are found relative to remoteEntry.js, so any URL works.
FROM node:20.20-bookworm-slim AS build
RUN npm install -g pnpm@10.34.9
WORKDIR /app
COPY . .
# pnpm's package store in a build cache (BuildKit's and podman's --mount=type=cache): kept between builds and
# shared by every image, so a rebuild after a source change downloads nothing again; never part of an image.
RUN --mount=type=cache,id=young-minds-pnpm-store,target=/pnpm/store \
    pnpm install --frozen-lockfile --store-dir /pnpm/store
RUN pnpm --filter @young-minds/mfe-parent run build

# 2. nginx as an unprivileged user (uid 101), on port 8080.
FROM nginxinc/nginx-unprivileged:1.27-alpine
# The origin of the shell's page, allowed by CORS to load this remote (set it to the platform's public URL), and
# the port nginx listens on.
ENV SHELL_ORIGIN=http://localhost:8080 PORT=8080
COPY deploy/docker/frontend.nginx.conf.template /etc/nginx/templates/default.conf.template
COPY --from=build /app/mfe-parent/dist /usr/share/nginx/html/remotes/parent
USER 101
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 \
  CMD ["sh", "-c", "wget -q -O /dev/null http://127.0.0.1:$PORT/health"]
