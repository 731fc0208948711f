import { useCallback, useEffect, useState } from 'react';
import type { OfflinePack } from '../../core/api/offline';
import { useApi } from '../api/context';
import { downloadPack, packsNow, removePack } from '../features/offline/keepPacks';
import { packsChanged } from '../features/offline/offlineAnswers';
import { useOnline } from '../app/NeedsServer';
import { Button } from '../ui/Button';

/** Sizes as a reader reads them: 2.3 MB, 870 KB. */
function size(bytes: number): string {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/** The KJV with Strong's first (what most readers keep), then the lexicon, then the other versions by name. */
function order(a: OfflinePack, b: OfflinePack): number {
  const rank = (pack: OfflinePack) => (pack.code === 'kjv' ? 0 : pack.kind === 'lexicon' ? 1 : 2);
  return rank(a) - rank(b) || a.name.localeCompare(b.name);
}

interface Row {
  pack: OfflinePack;
  /** The kept copy, when there is one. */
  kept?: OfflinePack | undefined;
  /** False for a pack kept here that the server no longer offers. */
  offered: boolean;
}

/**
 * /offline, reached from Display: the versions and the lexicon this device keeps to read, search and look up
 * Strong's numbers without a connection (decision 415). Each shows its size, and can be kept, updated or removed.
 */
export default function OfflinePage() {
  const api = useApi();
  const online = useOnline();
  const [rows, setRows] = useState<Row[] | undefined>();
  const [reachable, setReachable] = useState(true);
  const [busy, setBusy] = useState<{ code: string; share: number } | undefined>();
  const [message, setMessage] = useState('');
  const [used, setUsed] = useState<number | undefined>();

  const refresh = useCallback(async () => {
    const { offered, kept } = await packsNow(api);
    setReachable(offered !== null);
    // What the server offers, and what is kept here that it no longer offers (a version removed there).
    const packs = [
      ...(offered ?? []),
      ...kept.filter((entry) => !offered?.some((pack) => pack.code === entry.code)),
    ];
    setRows(
      packs
        .map((pack) => ({
          pack,
          kept: kept.find((entry) => entry.code === pack.code),
          offered: offered === null || offered.some((entry) => entry.code === pack.code),
        }))
        .sort((a, b) => order(a.pack, b.pack)),
    );
    const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
    setUsed(estimate?.usage);
  }, [api]);

  useEffect(() => {
    void refresh();
  }, [refresh, online]);

  async function keep(pack: OfflinePack, lexicon: OfflinePack | undefined) {
    setMessage('');
    try {
      for (const item of lexicon ? [pack, lexicon] : [pack]) {
        setBusy({ code: item.code, share: 0 });
        await downloadPack(item, (share) => setBusy({ code: item.code, share }));
      }
      // Asked once something is kept: a browser may then keep it through a storage clean-up.
      await navigator.storage?.persist?.().catch(() => false);
      setMessage(`${pack.name} is kept on this device${lexicon ? ", with the Strong's lexicon" : ''}.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : `${pack.name} could not be kept`);
    } finally {
      setBusy(undefined);
      packsChanged();
      await refresh();
    }
  }

  async function remove(pack: OfflinePack) {
    setMessage('');
    await removePack(pack.code);
    packsChanged();
    setMessage(`${pack.name} is no longer kept on this device.`);
    await refresh();
  }

  const lexiconRow = rows?.find((row) => row.pack.kind === 'lexicon');
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-serif text-3xl font-bold text-brand-800">Read offline</h1>
      <p className="mt-3 leading-relaxed text-ink">
        Keep versions on this device to read, search and open Strong&apos;s numbers without a connection: on a
        train, in a church basement, on a metered plan. Highlights and notes you make offline are sent to your
        account when you are back online.
      </p>
      <p role="status" className="mt-3 text-sm text-muted">
        {online ? 'You are online.' : 'You are offline: what is kept below still works.'}
        {used !== undefined ? ` This site uses ${size(used)} of this device's storage.` : ''}
      </p>
      {!reachable && online ? (
        <p className="mt-2 text-sm text-muted">
          The server could not be reached: only what is kept is listed.
        </p>
      ) : null}
      <p aria-live="polite" className="mt-2 min-h-6 text-sm font-medium text-brand-800">
        {message}
      </p>
      {rows === undefined ? (
        <p className="mt-4 text-muted">Reading what is kept…</p>
      ) : rows.length === 0 ? (
        <p className="mt-4 text-ink">
          Nothing is kept on this device yet, and the list of versions needs a connection.
        </p>
      ) : (
        <ul
          aria-label="Versions to keep offline"
          className="mt-4 divide-y divide-parchment-dark rounded-lg border border-parchment-dark bg-white"
        >
          {rows.map(({ pack, kept, offered }) => {
            const stale = kept !== undefined && kept.hash !== pack.hash;
            // A version with Strong's numbers brings the lexicon, so its popups work offline too.
            const bringsLexicon =
              pack.kind === 'version' && pack.hasStrongs && lexiconRow && !lexiconRow.kept
                ? lexiconRow.pack
                : undefined;
            const downloading = busy?.code === pack.code;
            return (
              <li key={pack.code} className="flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-56">
                  <h2 className="font-semibold break-words text-ink">
                    {pack.name}
                    {pack.kind === 'version' && pack.hasStrongs ? (
                      <span className="ml-2 text-sm font-normal text-muted">with Strong&apos;s numbers</span>
                    ) : null}
                  </h2>
                  <p className="text-sm text-muted">
                    {size(pack.bytes)} to download, {size(pack.storedBytes)} on this device
                    {bringsLexicon ? ` (plus ${size(bringsLexicon.bytes)} for the lexicon)` : ''}.{' '}
                    {downloading
                      ? `Downloading… ${Math.round(busy.share * 100)}%`
                      : !offered
                        ? 'Kept on this device; the server no longer offers it.'
                        : stale
                          ? 'A newer edition is on the server.'
                          : kept
                            ? 'Kept on this device.'
                            : 'Not kept.'}
                  </p>
                </div>
                <div className="flex gap-2">
                  {(kept && !stale) || !offered ? null : (
                    <Button
                      variant="primary"
                      disabled={busy !== undefined || !online || !reachable}
                      onClick={() => void keep(pack, bringsLexicon)}
                      aria-label={`${stale ? 'Update' : 'Keep'} ${pack.name}`}
                    >
                      {stale ? 'Update' : 'Keep'}
                    </Button>
                  )}
                  {kept ? (
                    <Button
                      variant="secondary"
                      disabled={busy !== undefined}
                      onClick={() => void remove(pack)}
                      aria-label={`Remove ${pack.name}`}
                    >
                      Remove
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm text-muted">
        Kept versions update themselves when a new edition is imported on the server, the next time you open
        the site online. Pages that need the server (your account, donations, administration) say so while you
        are offline.
      </p>
    </div>
  );
}
