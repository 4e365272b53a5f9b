// The TCG deck builder: search set 1, build a deck (the Ring-bearer, The One Ring, one site of each
// number, the draw deck), see the server's verdict on it as it changes, save it for this browser and
// import or export it as a deck list. Every rule is the server's (POST .../decks/check reads the list
// with the same rules and words as `eregion decks validate`); this page only writes the list.

import { api } from "./api.js";
import { cardTips } from "./card-tip.js";
import { deckKey } from "./deck-key.js";
import { h } from "./games/cards-ui.js";

const GAME = "tcg";
const SHOWN = 80; // results listed at once; narrow the search for more
const $ = (sel) => document.querySelector(sel);

function showError(msg) {
  $("#error").textContent = msg || "";
  $("#error").hidden = !msg;
}

const fold = (s) => s.normalize("NFKD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
const word = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : "");

let cards = new Map(); // id -> card entry (GET /api/games/tcg/cards)
// The deck: a Ring-bearer (set 1's Ring-bearers are the cards with a resistance), The One Ring, a site
// per number, and the draw deck as id -> count in the order cards were added.
const deck = { rb: null, ring: null, sites: {}, draw: new Map() };
let current = null; // the saved deck being edited: {id, name}
let checking = 0;

function role(c) {
  if (c.type === "ring") return "ring";
  if (c.type === "site") return "site";
  if (c.resistance != null && !deck.rb) return "rb";
  return "draw";
}

function add(id) {
  const c = cards.get(id);
  const r = role(c);
  if (r === "ring") deck.ring = id;
  else if (r === "site") deck.sites[c.site] = id;
  else if (r === "rb") deck.rb = id;
  else deck.draw.set(id, (deck.draw.get(id) || 0) + 1);
}

function remove(id, where) {
  if (where === "rb") deck.rb = null;
  else if (where === "ring") deck.ring = null;
  else if (where === "site") delete deck.sites[cards.get(id).site];
  else if (deck.draw.get(id) > 1) deck.draw.set(id, deck.draw.get(id) - 1);
  else deck.draw.delete(id);
}

function reset() {
  deck.rb = null;
  deck.ring = null;
  deck.sites = {};
  deck.draw = new Map();
}

const sideOf = (id) => cards.get(id).side;

// The deck as a list: headings are comments, each card by its full name (set 1's names are unique).
function deckText() {
  const lines = [];
  const part = (head, entries) => {
    if (!entries.length) return;
    lines.push(`# ${head}`, ...entries.map(([id, n]) => `${n}x ${cards.get(id).name}`));
  };
  part("Ring-bearer", deck.rb ? [[deck.rb, 1]] : []);
  part("The One Ring", deck.ring ? [[deck.ring, 1]] : []);
  part("Sites", Object.keys(deck.sites).sort((a, b) => a - b).map((n) => [deck.sites[n], 1]));
  part("Free Peoples", [...deck.draw].filter(([id]) => sideOf(id) === "free"));
  part("Shadow", [...deck.draw].filter(([id]) => sideOf(id) === "shadow"));
  return lines.length ? `${lines.join("\n")}\n` : "";
}

function row(id, count, where) {
  const c = cards.get(id);
  return h("li", { class: `deck-row side-${c.side || "none"}`, "data-card": id, "data-role": where, tabindex: "0" },
    h("span", { class: "count" }, where === "draw" ? `${count}×` : ""),
    h("span", { class: "name" }, c.name),
    h("span", { class: "muted small-text" }, where === "site" ? `site ${c.site}` : c.kind),
    h("span", { class: "row-buttons" },
      h("button", { type: "button", class: "small remove", "aria-label": `Remove ${c.name}`, onclick: () => change(() => remove(id, where)) }, "−"),
      where === "draw" ? h("button", { type: "button", class: "small more", "aria-label": `Add another ${c.name}`, onclick: () => change(() => add(id)) }, "+") : null));
}

function renderDeck() {
  const list = $("#deck-list");
  const group = (head, items, empty) => h("div", { class: "deck-group" }, h("h3", {}, head),
    items.length ? h("ul", { class: "card-list" }, items) : h("p", { class: "muted small-text" }, empty));
  const draw = (side) => [...deck.draw].filter(([id]) => sideOf(id) === side)
    .sort(([a], [b]) => cards.get(a).type.localeCompare(cards.get(b).type) || cards.get(a).name.localeCompare(cards.get(b).name))
    .map(([id, n]) => row(id, n, "draw"));
  const count = (side) => [...deck.draw].filter(([id]) => sideOf(id) === side).reduce((t, [, n]) => t + n, 0);
  const free = count("free");
  const shadow = count("shadow");
  list.replaceChildren(
    group("Ring-bearer", deck.rb ? [row(deck.rb, 1, "rb")] : [], "None: add a Frodo."),
    group("The One Ring", deck.ring ? [row(deck.ring, 1, "ring")] : [], "None: add The One Ring."),
    group(`Sites (${Object.keys(deck.sites).length} of 9)`,
      Object.keys(deck.sites).sort((a, b) => a - b).map((n) => row(deck.sites[n], 1, "site")),
      "None: add one site of each number 1–9."),
    group(`Free Peoples (${free})`, draw("free"), "None yet."),
    group(`Shadow (${shadow})`, draw("shadow"), "None yet."));
  $("#totals").textContent = `Draw deck ${free + shadow} (at least 60) · Free Peoples ${free} · Shadow ${shadow} · sites ${Object.keys(deck.sites).length}/9`;
  $("#deck-text").value = deckText();
}

// Ask the server what it thinks of the list (the newest answer wins). A request that fails or hangs
// is asked again, with the list as it is then, so the verdict shown always catches up with the list
// (the check only reads, so asking twice is harmless).
const CHECK_WAIT_MS = 20000; // a check still unanswered after this is asked again
let retryTimer = null;
let failures = 0;

async function check() {
  const mine = ++checking;
  clearTimeout(retryTimer);
  const text = deckText();
  let verdict;
  try {
    verdict = await api(`/api/games/${GAME}/decks/check`, {
      method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }),
      signal: AbortSignal.timeout(CHECK_WAIT_MS),
    });
  } catch (e) {
    if (mine !== checking) return;
    failures += 1;
    const wait = Math.min(30000, 500 * 2 ** failures);
    showError(`Could not check the deck: ${e.message} Trying again in ${Math.round(wait / 1000)} s.`);
    retryTimer = setTimeout(check, wait);
    return;
  }
  if (mine !== checking) return;
  failures = 0;
  showError("");
  const box = $("#problems");
  $("#deck").dataset.legal = verdict.legal ? "yes" : "no";
  box.replaceChildren(verdict.legal
    ? h("p", { class: "legal" }, "✓ A legal deck.")
    : h("div", { class: "notice" }, h("strong", {}, `Not legal yet (${verdict.problems.length}):`),
      h("ul", { class: "problems" }, verdict.problems.map((p) => h("li", {}, p)))));
  $("#save").disabled = !verdict.legal;
  $("#save-new").disabled = !verdict.legal;
}

function change(fn) {
  fn();
  renderDeck();
  check();
}

function filters() {
  return { q: fold($("#q").value.trim()), culture: $("#culture").value, type: $("#type").value, cost: $("#cost").value };
}

function renderResults() {
  const f = filters();
  const found = [...cards.values()].filter((c) =>
    (!f.q || fold(c.name).includes(f.q) || c.id === f.q)
    && (!f.culture || (c.culture || "none") === f.culture)
    && (!f.type || c.type === f.type)
    && (!f.cost || String(c.cost ?? "") === f.cost));
  $("#found").textContent = found.length > SHOWN
    ? `${found.length} cards; the first ${SHOWN} are listed: narrow the search.`
    : `${found.length} card${found.length === 1 ? "" : "s"}.`;
  $("#results").replaceChildren(...found.slice(0, SHOWN).map((c) => h("li",
    { class: `card-row side-${c.side || "none"}${c.implemented ? "" : " unimplemented"}`, "data-card": c.id, tabindex: "0" },
    h("span", { class: "name" }, c.name),
    h("span", { class: "muted small-text" }, [c.kind, c.cost != null ? `twilight ${c.cost}` : null,
      c.implemented ? null : "not playable yet"].filter(Boolean).join(" · ")),
    h("button", { type: "button", class: "small add", disabled: !c.implemented,
      title: c.implemented ? "Add to the deck" : "eregion does not play this card's ability yet",
      "aria-label": `Add ${c.name}`, onclick: () => change(() => add(c.id)) }, "Add"))));
}

async function importText(text, name) {
  const verdict = await api(`/api/games/${GAME}/decks/check`, {
    method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ text }),
  });
  reset();
  for (const e of verdict.cards) for (let i = 0; i < e.count; i++) add(e.id);
  if (name) $("#deck-name").value = name;
  renderDeck();
  await check();
  if (!verdict.legal) { // what the imported text itself said, lines and all
    $("#problems").prepend(h("p", { class: "muted small-text" }, "The imported text: ",
      verdict.problems.slice(0, 5).join("; ")));
  }
}

async function refreshSaved() {
  const body = await api(`/api/games/${GAME}/decks?owner=${encodeURIComponent(deckKey())}`);
  const load = (d, saved) => async () => {
    current = saved ? { id: d.id, name: d.name } : null;
    $("#save-new").hidden = !saved;
    await importText(d.text, saved ? d.name : `${d.title} (copy)`);
  };
  $("#saved-list").replaceChildren(body.saved.length
    ? h("ul", { class: "saved" }, body.saved.map((d) => h("li", { "data-deck": d.id },
      h("span", { class: "name" }, d.name),
      h("button", { type: "button", class: "small", onclick: load(d, true) }, "Edit"),
      h("button", { type: "button", class: "small ghost", "aria-label": `Delete ${d.name}`, onclick: async () => {
        if (!confirm(`Delete "${d.name}"?`)) return;
        await api(`/api/games/${GAME}/decks/${encodeURIComponent(d.id)}?owner=${encodeURIComponent(deckKey())}`, { method: "DELETE" });
        if (current && current.id === d.id) current = null;
        refreshSaved();
      } }, "✕"))))
    : h("p", { class: "muted" }, "None yet: build one and save it."));
  $("#builtin-list").replaceChildren(h("ul", { class: "saved" }, body.builtin.map((d) => h("li", {},
    h("span", { class: "name" }, d.title), h("button", { type: "button", class: "small", onclick: load(d, false) }, "Load")))));
}

async function save(asNew) {
  const body = JSON.stringify({ owner: deckKey(), name: $("#deck-name").value, text: deckText() });
  const headers = { "content-type": "application/json" };
  try {
    const saved = current && !asNew
      ? await api(`/api/games/${GAME}/decks/${encodeURIComponent(current.id)}`, { method: "PUT", headers, body })
      : await api(`/api/games/${GAME}/decks`, { method: "POST", headers, body });
    current = { id: saved.id, name: saved.name };
    $("#save-new").hidden = false;
    showError("");
    await refreshSaved();
    $("#problems").replaceChildren(h("p", { class: "legal", id: "saved-note" }, `✓ Saved as "${saved.name}": pick it in the lobby.`));
  } catch (e) {
    showError(`Could not save: ${e.message}`);
  }
}

function download() {
  const name = ($("#deck-name").value.trim() || "deck").replace(/[^\w.-]+/g, "-");
  const a = h("a", { href: URL.createObjectURL(new Blob([deckText()], { type: "text/plain" })), download: `${name}.txt` });
  a.click();
  URL.revokeObjectURL(a.href);
}

function fillSelect(sel, values, label = word) {
  sel.append(...values.map((v) => h("option", { value: v }, label(v))));
}

async function init() {
  let entries;
  try {
    entries = await api(`/api/games/${GAME}/cards`);
  } catch (e) {
    showError(`Could not load the cards: ${e.message}`);
    return;
  }
  cards = new Map(entries.map((c) => [c.id, c]));
  const uniq = (xs) => [...new Set(xs)];
  fillSelect($("#culture"), uniq(entries.map((c) => c.culture || "none")).sort(), (v) => (v === "none" ? "none (sites, the Ring)" : word(v)));
  fillSelect($("#type"), uniq(entries.map((c) => c.type)).sort());
  fillSelect($("#cost"), uniq(entries.filter((c) => c.cost != null).map((c) => c.cost)).sort((a, b) => a - b).map(String), String);
  for (const id of ["#q", "#culture", "#type", "#cost"]) $(id).addEventListener("input", renderResults);
  $("#filters").addEventListener("submit", (e) => e.preventDefault());
  $("#save").addEventListener("click", () => save(false));
  $("#save-new").addEventListener("click", () => save(true));
  $("#clear").addEventListener("click", () => { current = null; $("#save-new").hidden = true; $("#deck-name").value = "My deck"; change(reset); });
  $("#import").addEventListener("click", () => importText($("#deck-text").value).catch((e) => showError(`Could not import: ${e.message}`)));
  $("#download").addEventListener("click", download);
  renderResults();
  renderDeck();
  await check();
  cardTips(GAME, api, "#builder");
  try {
    await refreshSaved();
  } catch (e) {
    showError(`Could not load your decks: ${e.message}`);
  }
  document.body.dataset.ready = "1";
}

init();
