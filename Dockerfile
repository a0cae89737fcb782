# The app as one image: build with dev dependencies, run with production dependencies only.
#   docker build -t resale .            (podman: see docs/operations.md, "Build the image")
#   docker run -p 5000:5000 --env-file .env resale
# NODE_IMAGE is the official Node image for real deployments; a machine that cannot reach Docker
# Hub builds on a local image with the same layout (Debian bookworm, Node 20, a `node` user).
ARG NODE_IMAGE=node:20-bookworm-slim

# ---- build: the web app (dist/web) and the server bundle (dist/server) -------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The lockfile alone first, so that a source change does not reinstall every package.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ---- production dependencies only (native ones for this platform: sharp, argon2) ---------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

# ---- runtime -----------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=5000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json package-lock.json ./
# dist/.build-stamp comes along: `npm start` in the image would not try to rebuild.
COPY --from=build /app/dist ./dist
# Applied at start under an advisory lock (safe with several instances starting together).
COPY drizzle ./drizzle
# The embedded database, uploads and a generated data.key live here unless DATABASE_URL, S3 and
# DATA_KEY are set; a volume, owned by the unprivileged user the app runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 5000
# Liveness, not readiness: /healthz asks only that the process answers. /readyz is 503 while the
# database is out, and a container health check on it would restart every container at once for
# a database blip that restarting cannot fix (issue 29); the balancer asks /readyz. With
# PROBE_PORT set it asks there, where a busy server's backlog cannot delay the answer (only an
# event loop stuck for 30 s fails it). Slim images have no curl: Node's own fetch asks.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "const e=process.env;fetch('http://127.0.0.1:'+(e.PROBE_PORT||e.PORT||5000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Node is PID 1 and receives SIGTERM itself, then drains (SHUTDOWN_GRACE_MS, SHUTDOWN_TIMEOUT_MS);
# `npm start` would put a process in between.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
