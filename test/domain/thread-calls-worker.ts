/**
 * A worker thread for ./thread-calls.test.ts, answering through the real answerCall: a number is
 * doubled (after a wait of that many milliseconds, so that answers come out of order), "throw"
 * throws, "exit" ends the thread without an error event (as process.exit inside a thread does).
 */
import { answerCall, type ThreadCall } from "../../src/domain/thread-calls.ts";

declare const self: Worker;

self.onmessage = (event: MessageEvent<ThreadCall<number | "throw" | "exit">>) =>
  answerCall(event.data, async (request) => {
    if (request === "exit") process.exit(3);
    if (request === "throw") throw new Error("asked to throw");
    await Bun.sleep(request);
    return request * 2;
  });
