/**
 * Calls to a worker thread (src/domain/thread-calls.ts), on a real thread: answers matched to their
 * calls, errors to theirs, and the pending calls failed when the thread ends without an error event
 * (review r62: the scoring thread's job waited for ever; the fitting thread's `busy` stayed true).
 */
import { afterEach, describe, expect, test } from "bun:test";
import { ThreadCalls } from "../../src/domain/thread-calls.ts";
import { createLogger } from "../../src/log.ts";

const url = new URL("./thread-calls-worker.ts", import.meta.url).href;
let calls: ThreadCalls<number | "throw" | "exit", number> | undefined;
const open = (spec: { url: string | undefined } = { url }) => {
  calls = new ThreadCalls(createLogger("silent"), { name: "doubling", instead: "doubling here", ...spec });
  return calls;
};
afterEach(() => calls?.close());

describe("calls to a thread", () => {
  test("each call gets its own answer, whatever order the thread answers in", async () => {
    const thread = open();
    expect(thread.started()).toBe(true);
    const answers = Promise.all([thread.call(60), thread.call(1), thread.call(30)]);
    expect(thread.busy).toBe(true);
    expect(await answers).toEqual([120, 2, 60]);
    expect(thread.busy).toBe(false);
  });

  test("an error in the thread's work fails that call only", async () => {
    const thread = open();
    const [failed, answered] = await Promise.allSettled([thread.call("throw"), thread.call(5)]);
    expect(failed).toMatchObject({ status: "rejected", reason: new Error("doubling: asked to throw") });
    expect(answered).toEqual({ status: "fulfilled", value: 10 });
    expect(thread.started()).toBe(true);
  });

  test("a thread that ends without an error event fails every pending call, and is not started again", async () => {
    const thread = open();
    const settled = await Promise.allSettled([thread.call(2_000), thread.call("exit")]);
    expect(settled.map((s) => s.status === "rejected" && (s.reason as Error).message)).toEqual([
      "doubling thread ended",
      "doubling thread ended",
    ]);
    expect(thread.busy).toBe(false);
    expect(thread.started()).toBe(false);
    await expect(thread.call(1)).rejects.toThrow("no doubling thread");
  });

  test("close fails what is pending", async () => {
    const thread = open();
    const pending = Promise.allSettled([thread.call(2_000)]);
    thread.close();
    expect((await pending).map((s) => s.status === "rejected" && (s.reason as Error).message)).toEqual([
      "doubling stopped",
    ]);
    expect(thread.started()).toBe(false);
  });

  test("with no entry point there is no thread: the owner does the work", async () => {
    const thread = open({ url: undefined });
    expect(thread.started()).toBe(false);
    await expect(thread.call(1)).rejects.toThrow("no doubling thread");
  });
});
