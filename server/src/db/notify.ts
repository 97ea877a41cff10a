import type pg from 'pg';

/** Channel the writer notifies (inside its transaction, so on commit) with the new data version. */
export const DATA_VERSION_CHANNEL = 'data_version';

export interface Listener {
  /** True while the listening connection is up (notifications can be trusted). */
  connected(): boolean;
  close(): Promise<void>;
}

/**
 * LISTEN on a dedicated PostgreSQL connection (a pool's connections come and go), reconnecting
 * after a drop. Every server copy listens, so an import through any copy, or from the command
 * line, reaches all of them when it commits.
 */
export function listen(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onState: (event: 'up' | 'down', error?: Error) => void,
): Listener {
  let client: pg.Client | undefined;
  let up = false;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed) return;
    // Loaded here: the writer imports this module on PGlite too, where pg is never needed.
    const { default: driver } = await import('pg');
    const c: pg.Client = new driver.Client({ connectionString: url });
    client = c;
    const drop = (error?: Error) => {
      if (client !== c) return;
      client = undefined;
      if (up) onState('down', error);
      up = false;
      c.end().catch(() => undefined);
      if (!closed) timer = setTimeout(() => void connect(), 1000);
    };
    c.on('error', drop);
    c.on('end', () => drop());
    c.on('notification', (n) => {
      if (n.channel === channel) onMessage(n.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      up = true;
      onState('up');
    } catch (error) {
      drop(error instanceof Error ? error : new Error(String(error)));
    }
  };
  void connect();

  return {
    connected: () => up,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      up = false;
      await c?.end().catch(() => undefined);
    },
  };
}
