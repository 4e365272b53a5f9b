// This browser's deck key: made up once and kept in localStorage, sent with every deck call so the
// server keeps this browser's decks apart (it stores only the key's hash, as it does seat tokens).

const KEY = "eregion.deckKey";

export function deckKey() {
  let key = null;
  try { key = localStorage.getItem(KEY); } catch { /* storage disabled: a key for this page only */ }
  if (key && key.length >= 16) return key;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  key = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  try { localStorage.setItem(KEY, key); } catch { /* as above */ }
  return key;
}
