/**
 * A LISTEN kept up for an in-process cache. `live` is true while subscribed; the cache trusts
 * itself only then. Every (re)subscription calls `onSubscribe`, because what changed while the
 * connection was away is not known; a failed subscription leaves `live` false and the next
 * `ensure()` tries again (until then the cache reads through).
 */
import type { Sql } from "./client.ts";

export class ChannelListener {
  live = false;
  private listening: Promise<void> | null = null;

  constructor(
    private readonly sql: Sql,
    private readonly channel: string,
    private readonly onMessage: (payload: string) => void,
    private readonly onSubscribe: () => void,
  ) {}

  ensure(): void {
    this.listening ??= this.sql
      .listen(this.channel, this.onMessage, () => {
        this.onSubscribe();
        this.live = true;
      })
      .then(
        () => {},
        () => {
          this.live = false;
          this.listening = null;
        },
      );
  }
}
