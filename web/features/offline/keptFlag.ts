/**
 * A flag in localStorage that tells the page, without opening IndexedDB nor loading its code, that this browser
 * keeps something offline (decision 415): the entry script reads it on every page.
 */
const FLAG = 'oc-offline-kept';

/** Sets or clears the flag as packs are kept and removed. */
export function markKept(kept: boolean): void {
  try {
    if (kept) localStorage.setItem(FLAG, '1');
    else localStorage.removeItem(FLAG);
  } catch {
    // Storage refused (private mode): the flag only saves opening IndexedDB.
  }
}

/** Whether this browser keeps anything offline, by the flag alone (no IndexedDB is opened). */
export function anythingKept(): boolean {
  try {
    return localStorage.getItem(FLAG) === '1';
  } catch {
    return false;
  }
}
