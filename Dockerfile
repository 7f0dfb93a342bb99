# The app's image: the server (Bun, installed as an npm package) with the web client built in.
# Used by compose.yaml; docs/deployment.md explains the layout around it.
FROM node:20-bookworm-slim
WORKDIR /app
ENV CHECKPOINT_DISABLE=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PRISMA_HIDE_UPDATE_MESSAGE=1

# Dependencies first (their layer is reused while package-lock.json does not change). The
# postinstall script generates the Prisma client, so it needs the schema and its config.
COPY package.json package-lock.json prisma.config.ts ./
COPY scripts/postinstall.mjs scripts/
COPY patches/ patches/
COPY prisma/schema.prisma prisma/
RUN npm ci --no-audit --no-fund

COPY . .
RUN node_modules/.bin/bun scripts/build-web.ts

ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
EXPOSE 3000
# Ready: the database (and Redis when set) answer and every migration is applied.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s \
  CMD node -e "fetch('http://127.0.0.1:3000/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# exec form: SIGTERM reaches the server, which drains and exits (docs/deployment.md).
CMD ["node_modules/.bin/bun", "server/main.ts"]
