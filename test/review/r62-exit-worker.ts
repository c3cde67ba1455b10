/**
 * A bulk identify scoring thread that ends without an error event when handed a chunk (as a thread
 * ends on process.exit): what ./r62-i47d.test.ts hands the job instead of the real scoring thread.
 */
declare const self: Worker;
self.onmessage = (event: MessageEvent<{ type: string }>) => {
  if (event.data.type === "score") process.exit(1);
};

export {};
