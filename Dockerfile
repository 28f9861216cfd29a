# syntax=docker/dockerfile:1
#
# One Dockerfile with three targets (api, gateway, web) rather than three files:
# the three images need the same thing first, the whole monorepo installed and
# built (the API and gateway import the @portal/domain workspace, the web image
# needs the gateway's build to print nginx's headers), and one shared `build`
# stage lets BuildKit do that once for all three when compose builds them.
# docker-compose.yml names the target of each service.

ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's dependencies, dev ones included, and every build.
# --ignore-scripts: the root postinstall would build the domain before its
# sources are copied, and no dependency needs its install script (their
# native binaries come from optional packages); `npm run build` builds the
# domain first itself.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY api/package.json api/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm run build
# nginx's security headers and not-found answer, printed from the gateway's own
# helmet registration (gateway/src/nginx/): one source for both servers.
RUN mkdir -p nginx \
  && node gateway/dist/nginx/print-nginx-directives.js headers > nginx/security-headers.conf \
  && node gateway/dist/nginx/print-nginx-directives.js not-found > nginx/not-found.conf

# The manifests npm needs to install one workspace's production dependencies:
# the lockfile names every workspace, so every package.json must be there.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/api/package.json api/
COPY --from=build /app/gateway/package.json gateway/
COPY --from=build /app/web/package.json web/
COPY --from=build /app/tests/package.json tests/

# The REST API: `node api/dist/main.js` (and `api/dist/migrate-main.js`, the
# compose file's one-shot migration) with only the API's production
# dependencies, the domain package it imports, its migrations and the
# curriculum content it reads at run time.
FROM manifests AS api
ENV NODE_ENV=production
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @portal/api && npm cache clean --force
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
COPY --from=build /app/api/content api/content
USER node
EXPOSE 4001
CMD ["node", "api/dist/main.js"]

# The GraphQL gateway: `node gateway/dist/main.js`. No web/dist here: nginx
# serves the app, so the gateway answers only /graphql and /api/v1.
FROM manifests AS gateway
ENV NODE_ENV=production
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund -w @portal/gateway && npm cache clean --force
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/gateway/dist gateway/dist
USER node
EXPOSE 8080
CMD ["node", "gateway/dist/main.js"]

# The web server of the one origin: the built app, its generated headers, and
# the proxies to the gateway and Keycloak (docker/nginx/portal.conf). The
# unprivileged image runs nginx as uid 101 on port 8080.
FROM nginxinc/nginx-unprivileged:1.28-alpine AS web
COPY docker/nginx/portal.conf /etc/nginx/conf.d/default.conf
COPY docker/nginx/proxy-to-gateway.conf /etc/nginx/portal/
COPY --from=build /app/nginx/ /etc/nginx/portal/
COPY --from=build /app/web/dist /usr/share/nginx/html
USER nginx
EXPOSE 8080 4001
