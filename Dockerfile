# syntax=docker/dockerfile:1.7
# CrediLink production image (issue 8; docs/deployment.md). Multi-stage: build with every
# dependency, then run the bundled server with production dependencies only, as a non-root user.

ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
# Manifests first: the npm ci layer is reused until a manifest or the lock file changes.
COPY package.json package-lock.json ./
COPY packages/contracts/package.json packages/contracts/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN --mount=type=cache,target=/root/.npm npm ci
COPY tsconfig.base.json ./
COPY packages/contracts packages/contracts
COPY apps/server apps/server
COPY apps/web apps/web
# Web (vite, pre-compressed assets) and server (esbuild bundle: apps/server/dist/server.js).
RUN npm run build
# Leave only what the server needs at run time in node_modules (the `node` devDependency too:
# the image's own Node 24 runs the server).
RUN npm prune --omit=dev

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/apps/web/dist \
    TRUST_PROXY=false
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/packages/contracts/package.json packages/contracts/
COPY --from=build --chown=root:root /app/apps/server/package.json apps/server/
COPY --from=build --chown=root:root /app/apps/server/dist apps/server/dist
# Migrations are read at start (apps/server/src/db/migrate.ts looks beside dist/).
COPY --from=build --chown=root:root /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build --chown=root:root /app/apps/web/package.json apps/web/
COPY --from=build --chown=root:root /app/apps/web/dist apps/web/dist
# The code is root-owned and read-only to the app; only DATA_DIR (outbox, uploaded files, the
# embedded database when no DATABASE_URL is set) is writable. `node` (uid 1000) ships with the image.
RUN mkdir -p /data/files && chown -R node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
# /api/ready answers 200 only when the database answers. No curl in the slim image: Node's fetch.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/ready',{signal:AbortSignal.timeout(2500)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# server.ts drains requests on SIGTERM, then closes the pool (15 s at most).
STOPSIGNAL SIGTERM
# 16 MB semi-spaces: V8 would otherwise reserve 128 MB for the young generation (issue 16). The old
# generation grows by 30% of what a full collection kept (ADR 036), from 64 MB (ADR 030: a start
# then needs no full collection on the way).
CMD ["node", "--max-semi-space-size=16", "--heap-growing-percent=30", "--initial-old-space-size=64", "apps/server/dist/server.js"]
