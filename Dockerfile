# A Reelvault node for operators (decision 0027): the server with the built web app, back office and
# studio client, started as `npm run start:cluster` starts each node. Several such containers run behind
# HAProxy with one PostgreSQL and one Redis: see compose.yaml. Production settings (PUBLIC_URL,
# TOTP_ENCRYPTION_KEY, WALLET_API_PRIVATE_KEY, ...) come from the environment, as in the README.
FROM node:20-slim AS build
WORKDIR /app
COPY . .
RUN npm ci && npm run build && npm prune --omit=dev

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
COPY --from=build --chown=node:node /app /app
USER node
EXPOSE 3000
# 200 while the node serves; 503 once it begins to stop (draining).
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/api/health').then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "tsx", "apps/server/src/main.ts"]
