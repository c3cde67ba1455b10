/**
 * A bulk identify scoring thread that ends without an error event when handed a chunk (as a thread
 * ends on process.exit): what ./r62-i47d.test.ts hands the job instead of the real scoring thread.
 * A chunk comes as a call (src/domain/thread-calls.ts: its seq and request); the first message,
 * what to open, does not end it.
 */
declare const self: Worker;
self.onmessage = (event: MessageEvent<{ seq?: number }>) => {
  if (event.data.seq !== undefined) process.exit(1);
};

export {};
