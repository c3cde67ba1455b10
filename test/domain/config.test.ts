import { describe, expect, test } from "bun:test";
import { ConfigError, loadConfig } from "../../src/config.ts";

describe("config", () => {
  test("defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      altPort: 3001,
      dataDir: "./data",
      databasePath: "data/prospector.db",
      adminToken: null,
      logLevel: "info",
      demoPeople: 5000,
    });
  });

  test("DATABASE_PATH follows DATA_DIR unless given", () => {
    expect(loadConfig({ DATA_DIR: "/srv/p" }).databasePath).toBe("/srv/p/prospector.db");
    expect(loadConfig({ DATA_DIR: "/srv/p", DATABASE_PATH: "/x/y.db" }).databasePath).toBe("/x/y.db");
  });

  test.each([
    ["PORT", "PORT=abc", { PORT: "abc" }],
    ["PORT", "PORT=70000", { PORT: "70000" }],
    ["ALT_PORT", "ALT_PORT=-1", { ALT_PORT: "-1" }],
    ["ALT_PORT", "ALT_PORT equal to PORT", { PORT: "4000", ALT_PORT: "4000" }],
    ["DEMO_PEOPLE", "DEMO_PEOPLE=lots", { DEMO_PEOPLE: "lots" }],
    ["LOG_LEVEL", "LOG_LEVEL=chatty", { LOG_LEVEL: "chatty" }],
    ["ADMIN_TOKEN", "ADMIN_TOKEN too short", { ADMIN_TOKEN: "short" }],
    ["SCRAPE_ALLOWED_HOSTS", "SCRAPE_ALLOWED_HOSTS=*", { SCRAPE_ALLOWED_HOSTS: "*" }],
    ["SCRAPE_ALLOWED_HOSTS", "a * among names", { SCRAPE_ALLOWED_HOSTS: "example.com, *" }],
    ["NETWORK_HOSTS", "NETWORK_HOSTS=*", { NETWORK_HOSTS: "*" }],
  ])("start-up fails naming %s (%s)", (variable, _label, env) => {
    let error: unknown;
    try {
      loadConfig(env as Record<string, string>);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).variable).toBe(variable);
    expect((error as Error).message.startsWith(`${variable}:`)).toBe(true);
  });
});
