// The lobby: pick a game, its options and who sits where; create the match; list "your games".
// Talks only to the JSON API of docs/web-api.md. Seat tokens are kept in localStorage (see store below).

import { api } from "./api.js";
import { deckKey } from "./deck-key.js";
import { seats as store } from "./seats.js";

const $ = (sel, root = document) => root.querySelector(sel);

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "text") el.textContent = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) if (c != null) el.append(c);
  return el;
}

function showError(msg) {
  const el = $("#error");
  el.textContent = msg || "";
  el.hidden = !msg;
}

// "player_1" reads "Player 1", "deck2" "Deck 2": side and option names are identifiers; the lobby shows
// them as words.
const title = (s) => s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ").replace(/([a-z])(\d+)$/, "$1 $2");
let games = [];
let levels = [];
const gameTitle = (name) => (games.find((g) => g.name === name) || {}).title || title(name);

function optionInput(opt) {
  const id = `opt-${opt.name}`;
  const choices = opt.choices || [];
  const isBool = choices.length === 2 && choices.every((c) => typeof c === "boolean");
  if (isBool || typeof opt.default === "boolean") {
    return h("label", { class: "check", title: opt.help || "" },
      h("input", { type: "checkbox", id, name: opt.name, checked: !!opt.default }),
      ` ${title(opt.name)}`, opt.help ? h("span", { class: "muted" }, ` · ${opt.help}`) : null);
  }
  if (choices.length) {
    const sel = h("select", { id, name: opt.name },
      choices.map((c, i) => h("option", { value: JSON.stringify(c), selected: c === opt.default },
        (opt.labels || [])[i] ?? String(c))));
    return h("label", { class: "field" }, title(opt.name), sel, opt.help ? h("span", { class: "muted" }, opt.help) : null);
  }
  return h("label", { class: "field" }, title(opt.name),
    h("input", { id, name: opt.name, value: opt.default ?? "" }));
}

function readOption(opt) {
  const el = document.getElementById(`opt-${opt.name}`);
  if (el.type === "checkbox") return el.checked;
  if (el.tagName === "SELECT") return JSON.parse(el.value);
  const n = Number(el.value);
  return typeof opt.default === "number" && !Number.isNaN(n) ? n : el.value;
}

function renderGameForm() {
  const game = games.find((g) => g.name === $("#game").value) || games[0];
  if (!game) return;
  $("#game-help").textContent = game.summary || "";
  const opts = $("#options");
  opts.replaceChildren(h("legend", {}, "Options"));
  for (const opt of game.options || []) opts.append(optionInput(opt));
  if (!(game.options || []).length) opts.append(h("p", { class: "muted" }, "No options."));
  opts.hidden = false;
  const seats = $("#seats");
  seats.replaceChildren(h("legend", {}, "Players"));
  const ais = game.levels || levels;
  game.players.forEach((side, i) => {
    const sel = h("select", { id: `seat-${i}`, name: `seat-${i}`, "data-side": side },
      h("option", { value: "human" }, "Human"),
      ais.map((l) => h("option", { value: l.level, selected: i > 0 && l.level === "easy", title: l.about || "" },
        `AI · ${l.level}`)));
    seats.append(h("label", { class: `field seat side-${side}` }, h("span", { class: "seat-name" }, title(side)), sel));
  });
  seats.append(h("ul", { class: "muted levels-help" },
    ais.filter((l) => l.about).map((l) => h("li", {}, h("strong", {}, `AI · ${l.level}`), `: ${l.about}`))));
  const count = game.seats && document.getElementById(`opt-${game.seats.option}`);
  if (count) count.addEventListener("change", () => syncSeats(game));
  syncSeats(game);
  if (game.decks) offerSavedDecks(game);
}

// Games whose players build decks (the catalogue's `decks`: the option naming each seat's built-in
// deck): the decks this browser saved in the deck builder are offered beside the built-in ones, and a
// chosen one is sent as that seat's list in the match's `decks`.
const SAVED = "saved:";
let savedDecks = new Map();

async function offerSavedDecks(game) {
  const opts = $("#options");
  opts.append(h("p", { class: "small-text" }, h("a", { href: "/decks", id: "build-deck" }, "Build a deck…")));
  let body;
  try {
    body = await api(`/api/games/${encodeURIComponent(game.name)}/decks?owner=${encodeURIComponent(deckKey())}`);
  } catch (e) {
    showError(`Could not load your decks: ${e.message}`);
    return;
  }
  if ($("#game").value !== game.name) return; // another game was picked meanwhile
  savedDecks = new Map(body.saved.map((d) => [d.id, d]));
  if (!body.saved.length) return;
  for (const name of game.decks) {
    const sel = document.getElementById(`opt-${name}`);
    if (!sel) continue;
    sel.append(h("optgroup", { label: "Your decks" },
      body.saved.map((d) => h("option", { value: JSON.stringify(SAVED + d.id) }, d.name))));
  }
}

// The match's `decks` (null where a seat plays a built-in deck), taking the saved ones out of `options`.
function chosenDecks(game, options) {
  if (!game.decks) return undefined;
  const decks = game.decks.map((name) => {
    const v = options[name];
    if (typeof v !== "string" || !v.startsWith(SAVED)) return null;
    const d = savedDecks.get(v.slice(SAVED.length));
    delete options[name];
    return { name: d.name, text: d.text };
  });
  return decks.some(Boolean) ? decks : undefined;
}

// Games whose seats are not all taken (the catalogue's `seats`: the LCG's "players", Middle-earth
// Quest's "heroes" after Sauron's seat): only the first `fixed` + that many seats, the numbered options
// of the counted seats (deck1, deck2..., hero1, hero2...) and those players as the first player are
// offered; later seats are sent as "empty".
function counted(game) {
  return game.seats ? readOption({ name: game.seats.option }) : null;
}

function seated(game) {
  return game.seats ? game.seats.fixed + counted(game) : game.players.length;
}

function syncSeats(game) {
  const n = seated(game);
  const k = counted(game);
  game.players.forEach((_, i) => { $(`#seat-${i}`).closest("label").hidden = i >= n; });
  if (k == null) return;
  for (const opt of game.options || []) {
    const m = /(\d+)$/.exec(opt.name);
    if (m && opt.name !== game.seats.option) document.getElementById(`opt-${opt.name}`).closest("label").hidden = Number(m[1]) > k;
  }
  const first = document.getElementById("opt-first");
  if (!first) return;
  for (const o of first.options) o.hidden = o.disabled = JSON.parse(o.value) > k;
  if (first.selectedOptions[0].disabled) first.value = JSON.stringify(1);
}

function absolute(url) {
  return new URL(url, location.origin).href;
}

function copyButton(text, label = "Copy link") {
  const btn = h("button", { type: "button", class: "small" }, label);
  btn.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(text);
      btn.textContent = "Copied ✓";
    } catch {
      // Clipboard refused (http, permissions): select the link text instead.
      const input = btn.parentElement.querySelector("input");
      if (input) { input.focus(); input.select(); }
      btn.textContent = "Select + Ctrl-C";
    }
    setTimeout(() => (btn.textContent = label), 1800);
  });
  return btn;
}

function hotseatUrl(id, tokens) {
  return `/play/${encodeURIComponent(id)}?` + tokens.map((t) => `token=${encodeURIComponent(t)}`).join("&");
}

function showCreated(match) {
  const humans = match.seats.filter((s) => s.kind === "human");
  const body = $("#created-body");
  body.replaceChildren();
  const seatLine = match.seats.filter((s) => s.kind !== "empty")
    .map((s) => `${title(s.side)}: ${s.kind === "human" ? "human" : `AI (${s.level})`}`).join(" · ");
  body.append(h("p", {}, seatLine));
  if (match.seeded) {
    body.append(h("p", { class: "notice", id: "seeded-note" },
      "Seeded game: you chose the deal, so every player's page says the game is seeded."));
  }
  if (!humans.length) {
    body.append(h("p", {}, "No human seats: watch the AIs play.  ",
      h("a", { class: "button primary", href: `/play/${match.id}`, id: "open-seat" }, "Watch")));
  } else {
    body.append(h("p", { class: "muted" },
      humans.length > 1
        ? "Each link below is a private seat: open yours, send the others to your opponent, or play them all here (hotseat)."
        : "This is your private seat link; keep it to come back to the game."));
    const list = h("ul", { class: "invites" });
    humans.forEach((s, n) => {
      const url = absolute(s.url);
      list.append(h("li", { class: `invite side-${s.side}`, "data-seat": s.seat },
        h("strong", {}, title(s.side)),
        h("input", { type: "text", readonly: true, value: url, "aria-label": `${title(s.side)} seat link`, class: "invite-link" }),
        copyButton(url),
        h("a", { class: `button${n === 0 ? " primary" : ""}`, href: s.url, "data-open-seat": s.seat, id: n === 0 ? "open-seat" : null }, "Open this seat")));
    });
    body.append(list);
    if (humans.length > 1) {
      body.append(h("p", {}, h("a", { class: "button", id: "open-hotseat", href: hotseatUrl(match.id, humans.map((s) => s.token)) },
        "Play all seats here (hotseat)")));
    }
  }
  $("#created").hidden = false;
  $("#created").scrollIntoView({ behavior: "smooth", block: "nearest" });
}

async function create(ev) {
  ev.preventDefault();
  showError("");
  const game = games.find((g) => g.name === $("#game").value);
  const options = {};
  for (const opt of game.options || []) options[opt.name] = readOption(opt);
  const seedText = $("#seed").value.trim();
  const decks = chosenDecks(game, options);
  const body = {
    game: game.name,
    options,
    decks,
    seed: seedText === "" ? null : Number(seedText),
    seats: game.players.map((_, i) => (i < seated(game) ? $(`#seat-${i}`).value : "empty")),
  };
  const btn = $("#create");
  btn.disabled = true;
  try {
    const match = await api("/api/matches", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    store.add(match.seats.filter((s) => s.token).map((s) => ({
      token: s.token, id: match.id, game: match.game, seat: s.seat, side: s.side, created: Date.now(), invite: true,
    })));
    const humans = match.seats.filter((s) => s.kind === "human");
    if (humans.length === 1) {
      location.href = humans[0].url; // one player against the AI: straight to the game
      return;
    }
    showCreated(match);
    refreshGames();
  } catch (e) {
    showError(`Could not create the game: ${e.message}`);
  } finally {
    btn.disabled = false;
  }
}

async function refreshGames() {
  const list = $("#games-list");
  const seats = store.all();
  if (!seats.length) {
    list.replaceChildren(h("p", { class: "muted" }, "No games yet: create one above."));
    return;
  }
  let rows;
  try {
    rows = await api(`/api/matches?tokens=${seats.map((s) => encodeURIComponent(s.token)).join(",")}`);
  } catch (e) {
    list.replaceChildren(h("p", { class: "error" }, `Could not load your games: ${e.message}`));
    return;
  }
  // One line per match, with the seats this browser opened (or, for a match created here and not
  // opened yet, all its seats); several seats open as hotseat.
  const byId = new Map();
  for (const r of [...rows].sort((a, b) => a.seat - b.seat)) {
    const held = seats.filter((s) => s.id === r.id);
    const own = held.some((s) => !s.invite) ? held.filter((s) => !s.invite) : held;
    const entry = own.find((s) => s.seat === r.seat);
    if (!entry) continue;
    const mine = byId.get(r.id) || { ...r, sides: [], seats: [], tokens: [] };
    mine.sides.push(r.side);
    mine.seats.push(r.seat);
    mine.tokens.push(entry.token);
    byId.set(r.id, mine);
  }
  const matches = [...byId.values()].sort((a, b) => String(b.updated).localeCompare(String(a.updated)));
  const section = (label, items) => h("div", { class: "games-group" },
    h("h3", {}, `${label} (${items.length})`),
    items.length ? h("ul", { class: "games" }, items.map((m) => h("li", { class: `game-row ${m.status}` },
      h("a", { href: hotseatUrl(m.id, m.tokens), class: "game-link" },
        h("span", { class: "game-title" }, `${gameTitle(m.game)} · ${m.sides.map(title).join(" + ")}`),
        h("span", { class: "muted" }, m.status === "finished" ? resultText(m.result, m.sides, m.seats, m.game) : "in progress"),
        h("span", { class: "muted small-text" }, when(m.updated))),
      h("button", { type: "button", class: "small ghost", title: "Forget this game in this browser",
        onclick: () => { store.forget(m.id); refreshGames(); } }, "✕"))))
    : h("p", { class: "muted" }, "None."));
  list.replaceChildren(
    section("In progress", matches.filter((m) => m.status !== "finished")),
    section("Finished", matches.filter((m) => m.status === "finished")));
}

// A side that is not a seat's (Middle-earth Quest's "heroes") won for the seats whose return is positive.
function resultText(result, sides, seats, game) {
  if (!result) return "finished";
  const winner = result.winner;
  const why = result.victory || result.reason; // Duel names its victory, the TCG its reason
  const how = why ? ` (${why})` : "";
  if (result.outcome) return `${result.outcome === "win" ? "won: the players win" : "lost: the players lose"}${how}`; // co-operative (LCG)
  if (!winner) return `finished${how}`;
  if (winner === "shared") return `shared victory${how}`;
  const won = sides.includes(winner) || (Array.isArray(result.returns) && seats.some((i) => result.returns[i] > 0));
  const one = (games.find((g) => g.name === game) || { players: [winner] }).players.includes(winner);
  return `${won ? "won" : "lost"}: ${title(winner)} win${one ? "s" : ""}${how}`;
}

function when(updated) {
  if (!updated) return "";
  const d = new Date(typeof updated === "number" && updated < 1e12 ? updated * 1000 : updated);
  return Number.isNaN(d.getTime()) ? String(updated) : d.toLocaleString();
}

async function init() {
  try {
    [games, levels] = await Promise.all([api("/api/games"), api("/api/levels")]);
  } catch (e) {
    showError(`Could not load the games: ${e.message}`);
    return;
  }
  $("#game").replaceChildren(...games.map((g) => h("option", { value: g.name }, g.title || title(g.name))));
  $("#game").addEventListener("change", renderGameForm);
  renderGameForm();
  $("#create-form").addEventListener("submit", create);
  document.body.dataset.ready = "1";
  refreshGames();
}

init();
