# Build: install with npm (Bun comes from the npm registry), compile one executable.
FROM node:20.18.1-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# Fixes applied to dependencies at install (patch-package, docs/decisions.md).
COPY patches ./patches
# The versions in package-lock.json (npm install keeps every locked version that satisfies
# package.json). Not `npm ci`: the lock made here lacks Biome's other-platform packages, which the
# registry this project is built against does not serve, and npm ci refuses such a lock
# (docs/decisions.md, "Installs use npm install").
RUN npm install --no-audit --no-fund
COPY . .
# The same build command as `npm run build` (the artifact the test suite runs): see docs/decisions.md
# for why identifiers are not minified.
RUN npm run build

# Run: the compiled binary alone on a slim image; data on a volume.
FROM debian:bookworm-20241202-slim
RUN useradd --system --uid 10001 --home-dir /data prospector \
  && mkdir -p /data && chown prospector /data
COPY --from=build /app/dist/prospector /usr/local/bin/prospector
ENV DATA_DIR=/data \
    HOST=0.0.0.0 \
    PORT=3000 \
    ALT_PORT=3001
VOLUME ["/data"]
EXPOSE 3000 3001
USER prospector
# /livez answers as soon as the listener is up; a first start that seeds demo data or rebuilds the
# facet index of a large database can take minutes, hence the long start period.
HEALTHCHECK --interval=30s --timeout=5s --start-period=300s --retries=3 CMD ["prospector", "health", "http://127.0.0.1:3000/livez"]
ENTRYPOINT ["prospector"]
CMD ["serve"]
