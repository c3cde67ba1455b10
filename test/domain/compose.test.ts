/**
 * compose.yaml cannot be run here (no Docker engine), so it is checked offline: the topology the
 * multi-instance tests run with plain processes (test/cli/instances.test.ts) is the one it declares.
 */
import { expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";

const root = join(import.meta.dir, "..", "..");

test("compose.yaml: PostgreSQL, Redis, two instances on both, a load balancer over both listeners", () => {
  type Service = {
    image?: string;
    build?: string;
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }> | string[];
    healthcheck?: { test: string[] };
    ports?: string[];
    volumes?: string[];
  };
  const doc = Bun.YAML.parse(readFileSync(join(root, "compose.yaml"), "utf8")) as {
    services: Record<string, Service>;
  };
  const { postgres, redis, lb, ...apis } = doc.services;
  expect(postgres?.image).toMatch(/^postgres:\d+\.\d+/);
  expect(redis?.image).toMatch(/^redis:\d+\.\d+/);
  expect(Object.keys(apis).sort()).toEqual(["api-1", "api-2"]);
  for (const [name, api] of Object.entries(apis)) {
    expect(api.build).toBe(".");
    expect(new URL(api.environment?.DATABASE_URL as string).hostname).toBe("postgres");
    expect(new URL(api.environment?.REDIS_URL as string).hostname).toBe("redis");
    expect(api.environment?.INSTANCE_ID).toBe(name);
    expect(api.depends_on).toMatchObject({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
    });
    expect(api.healthcheck?.test).toContain("health");
  }
  expect(lb?.ports).toEqual(["3000:3000", "3001:3001"]);
  const nginx = readFileSync(join(root, "deploy", "nginx.conf"), "utf8");
  for (const port of [3000, 3001])
    for (const api of Object.keys(apis)) expect(nginx).toContain(`server ${api}:${port}`);
});
