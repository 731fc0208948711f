import type { DatabaseHandle } from './database';

/**
 * The LISTEN side of a cache kept in each instance and emptied by the database's notifications (the study
 * cache, the sessions, the settings; decisions 365, 366, 396): hears `channel` on the dedicated connection of
 * `DatabaseHandle.listen`. While that connection is lost `hearing` is false (the cache then keeps little or
 * nothing, as it says), and the cache is emptied when it is lost and again when it is back, since notifications
 * sent in between were not heard.
 */
export class ListenedCache {
  private listening = true;
  private stop: (() => Promise<void>) | undefined;

  /** `clear` empties the cache, fills under way included. */
  constructor(private readonly clear: () => void) {}

  /** False while the LISTEN connection is lost. */
  get hearing(): boolean {
    return this.listening;
  }

  /** Hears `channel`, each notification's payload given to `heard`. */
  async listen(database: DatabaseHandle, channel: string, heard: (payload: string) => void): Promise<void> {
    this.stop = await database.listen(channel, heard, {
      onLost: () => {
        this.listening = false;
        this.clear();
      },
      onBack: () => {
        this.clear();
        this.listening = true;
      },
    });
  }

  /** Stops listening and empties the cache. */
  async close(): Promise<void> {
    await this.stop?.();
    this.clear();
  }
}
