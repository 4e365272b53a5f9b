// The game page: /play/<id>?token=T[&token=T2...] (no token: spectator).
//
// It knows no game. It reads the match (GET /api/matches/<id>), loads that game's renderer module
// from /static/games/<game>.js, opens one WebSocket per token (/ws/matches/<id>?token=T) and hands each
// `state` frame to the renderer.
//
// THE RENDERER HOOK. A renderer module exports
//
//     export function render(root, view, ctx) { ... }
//
// and draws `view` (the seat's view, exactly as the server sent it) into the element `root`, replacing
// what it drew before. It is called again for every frame, so it should be a pure function of its
// arguments (it may keep small UI state, e.g. a selected card, in module variables). `ctx` holds:
//   ctx.act(actionId)  send that action id for the seat that owes the decision (no-op when not
//                      interactive); the result arrives as the next frame, errors show in the page.
//   ctx.interactive    true when this page may act now (a seat of this page owes the decision and
//                      we are not in the replay viewer).
//   ctx.seat, ctx.side the acting seat (number) and its side name, or null for a spectator.
//   ctx.seats          the match's seats [{seat, side, kind, level}] from the API.
//   ctx.step, ctx.status, ctx.result, ctx.last   the frame's fields (`last`: the latest action, or null).
//   ctx.replay         null, or {step, steps, action} when drawing a replay position.
//   ctx.hotseat        true when this page holds several seats.
// Optionally a module may export `title` (a string) and `describeResult(result) -> string`.
//
// Conventions the page relies on (so keyboard play works for every game): each legal action the
// renderer offers is a <button data-action="<id>"> inside an element with class "action-list"; the
// page binds number keys 1-9 to those buttons in order, arrow keys move focus among them, and `u`
// presses "Take back" (the frame's `takeback` says whether a seat may take back or ask to). Other
// clickable elements should carry role="button" and tabindex="0": the page makes Enter and space
// press them.

import { api } from "./api.js";
import { drawSettings, phaseOf, wants as autoPasses } from "./autopass.js";
import { cardTips } from "./card-tip.js";
import { createFeed } from "./feed.js";
import { seats as kept } from "./seats.js";

const $ = (sel) => document.querySelector(sel);

const parts = location.pathname.split("/").filter(Boolean);
const matchId = decodeURIComponent(parts[1] || "");
const tokens = new URLSearchParams(location.search).getAll("token").filter(Boolean);

const seatsState = new Map(); // key (token or "spectator") -> {ws, frame, seat, side}
let renderer = null;
let match = null;
let replay = null; // {step, steps, view, action, label}
let replayAsked = null; // the step last asked for: the next click steps from it, not from what is drawn
let replayAsks = 0; // answers to all but the latest request are dropped (they may come back out of order)
let lastShownStep = -1;
let feed = null; // the action feed (feed.js), made once the page has loaded
const phasesSeen = new Set(); // the phases this page has shown (auto-pass may be turned off in each)

function showError(msg) {
  const el = $("#error");
  el.textContent = msg || "";
  el.hidden = !msg;
  if (msg) {
    clearTimeout(showError.timer);
    showError.timer = setTimeout(() => (el.hidden = true), 8000);
  }
}


const title = (s) => (s ? String(s).charAt(0).toUpperCase() + String(s).slice(1).replace(/_/g, " ") : "");

function setConn(state, text) {
  const el = $("#conn");
  el.dataset.state = state;
  el.textContent = text || state;
}

// The seat whose view carries the decision's options owes it (a view only lists options for the seat
// that must decide). With several seats (hotseat) that is the one we show and act for.
function owes(frame) {
  const d = frame && frame.view && frame.view.decision;
  return !!(d && Array.isArray(d.options) && d.options.length && frame.status !== "finished");
}

function current() {
  const all = [...seatsState.values()].filter((s) => s.frame);
  if (!all.length) return null;
  const newest = Math.max(...all.map((s) => s.frame.step));
  const fresh = all.filter((s) => s.frame.step === newest);
  return fresh.find((s) => owes(s.frame)) || fresh[0];
}

// The seat that owes the newest step, when this page holds it but has not yet received that frame.
function ownerBehind() {
  const all = [...seatsState.values()].filter((s) => s.frame);
  if (!all.length) return false;
  const top = all.reduce((a, b) => (b.frame.step > a.frame.step ? b : a));
  const owner = top.frame.to_move;
  if (owner == null || top.frame.status === "finished") return false;
  return [...seatsState.values()].some((s) => s.seat === owner && (!s.frame || s.frame.step < top.frame.step));
}

// One move at a time: while a move is on its way (until the next frame or an error answers it), clicks
// and keys send nothing, so a double click or a repeated key never plays twice or meets "stale step".
function send(entry, actionId) {
  sendMessage(entry, { type: "action", action: actionId });
}

// A takeback (accept undefined: take back, or ask the other players) or the answer to one asked.
function sendTakeback(entry, accept) {
  sendMessage(entry, accept === undefined ? { type: "takeback" } : { type: "takeback", accept });
}

function sendMessage(entry, message) {
  if (entry && entry.pending) return;
  if (!entry || !entry.ws || entry.ws.readyState !== WebSocket.OPEN) {
    showError("Not connected to the server; reconnecting…");
    return;
  }
  entry.pending = true;
  entry.ws.send(JSON.stringify({ ...message, step: entry.frame.step }));
  document.body.dataset.pending = "1";
}

// The "Take back" button (for the seat of this page that may take back or ask to) and the request
// another player made (for the seat of this page that is to answer it).
function drawTakeback() {
  const fresh = [...seatsState.values()].filter((s) => s.frame && s.frame.takeback && !replay);
  const mine = fresh.find((s) => s.frame.takeback.can);
  const answering = fresh.find((s) => s.frame.takeback.answer);
  const button = $("#takeback");
  button.hidden = !mine;
  if (mine) button.textContent = mine.frame.takeback.can === "undo" ? "Take back" : "Ask to take back";
  document.body.dataset.takeback = mine ? mine.frame.takeback.can : "";
  const asked = fresh.map((s) => s.frame.takeback.request).find(Boolean);
  const bar = $("#takeback-asked");
  bar.hidden = !asked;
  if (asked) {
    $("#tb-text").textContent = answering
      ? `${title(asked.side)} asks to take back a move.`
      : `${title(asked.side)} asked to take back a move; waiting for the other players.`;
  }
  $("#tb-accept").hidden = $("#tb-decline").hidden = !answering;
}

function takeBack() {
  const mine = [...seatsState.values()].find((s) => s.frame && s.frame.takeback && s.frame.takeback.can);
  if (mine && !replay) sendTakeback(mine);
}

function answerTakeback(accept) {
  const entry = [...seatsState.values()].find((s) => s.frame && s.frame.takeback && s.frame.takeback.answer);
  if (entry) sendTakeback(entry, accept);
}

function draw() {
  const root = $("#game");
  if (!renderer) return;
  if (replay) {
    const seatEntry = [...seatsState.values()][0];
    renderer.render(root, replay.view, {
      act: () => {},
      interactive: false,
      seat: seatEntry ? seatEntry.seat : null,
      side: seatEntry ? seatEntry.side : null,
      seats: match.seats,
      step: replay.step,
      status: "finished",
      result: replay.view.result ?? null,
      last: replay.action ? { action: replay.action, label: replay.label || replay.action, text: replay.label } : null,
      replay: { step: replay.step, steps: replay.steps, action: replay.action },
      hotseat: tokens.length > 1,
    });
    document.body.dataset.step = String(replay.step);
    return;
  }
  const entry = current();
  if (!entry) return;
  const f = entry.frame;
  const interactive = owes(f) && entry.seat != null;
  renderer.render(root, f.view, {
    act: (id) => (interactive ? send(entry, id) : undefined),
    interactive,
    seat: entry.seat,
    side: entry.side,
    seats: match.seats,
    step: f.step,
    status: f.status,
    result: f.result,
    last: f.last,
    replay: null,
    hotseat: tokens.length > 1,
  });
  document.body.dataset.step = String(f.step);
  document.body.dataset.status = f.status;
  document.body.dataset.turn = interactive ? "mine" : "theirs";
  if (tokens.length > 1 && entry.side) document.body.dataset.acting = entry.side;
  if (f.last && f.step !== lastShownStep && lastShownStep !== -1) {
    const mine = [...seatsState.values()].some((s) => s.seat === f.last.seat) && f.last.by !== "ai";
    if (!mine || tokens.length > 1) {
      const who = `${title(f.last.side)}${f.last.by === "ai" ? " (AI)" : ""}`;
      feed.announce(f.last, who, f.step);
    }
  }
  lastShownStep = f.step;
  drawSummary(f);
  drawTakeback();
  drawAutopass(entry);
  if (interactive && !entry.pending && autoPasses(entry.token, f)) {
    document.body.dataset.autopassed = String(Number(document.body.dataset.autopassed || 0) + 1);
    send(entry, f.actions[0].id);
  }
}

// The auto-pass settings of the seat shown (none for a spectator), with the phases seen so far.
function drawAutopass(entry) {
  const phase = phaseOf(entry.frame.view);
  const fresh = !phasesSeen.has(phase);
  phasesSeen.add(phase);
  const box = $("#autopass");
  if (fresh || box.dataset.token !== (entry.token || "")) {
    box.dataset.token = entry.token || "";
    drawSettings(box, entry.token, phasesSeen, draw);
  }
  document.body.dataset.idle = entry.frame.idle ? "1" : "";
}

function drawSummary(f) {
  const el = $("#summary");
  if (f.status !== "finished") {
    el.hidden = true;
    return;
  }
  const r = f.result || (f.view && f.view.result);
  const text = renderer.describeResult ? renderer.describeResult(r, f.view) : defaultResult(r);
  el.replaceChildren();
  const h2 = document.createElement("h2");
  h2.textContent = "Game over";
  const p = document.createElement("p");
  p.className = "result-text";
  p.textContent = text;
  const btn = document.createElement("button");
  btn.type = "button";
  btn.id = "open-replay";
  btn.className = "primary";
  btn.textContent = "Replay this game";
  btn.addEventListener("click", () => openReplay(0));
  const lobby = document.createElement("a");
  lobby.href = "/";
  lobby.className = "button";
  lobby.textContent = "New game";
  el.append(h2, p, btn, lobby);
  el.hidden = false;
  if (document.body.dataset.finished !== "1") el.scrollIntoView({ block: "nearest" }); // the result comes into view once
  document.body.dataset.finished = "1";
}

function defaultResult(r) {
  if (!r) return "The game is over.";
  if (r.winner === "shared") return `Shared victory${r.victory ? ` (${r.victory})` : ""}.`;
  if (r.winner) return `${title(r.winner)} wins${r.victory ? ` by ${r.victory}` : ""}.`;
  return JSON.stringify(r);
}

// --- replay viewer -------------------------------------------------------------------------------

async function openReplay(step) {
  const token = tokens[0];
  const q = new URLSearchParams({ step: String(step) });
  if (token) q.set("token", token);
  replayAsked = step;
  const ask = ++replayAsks;
  try {
    const body = await api(`/api/matches/${encodeURIComponent(matchId)}/replay?${q}`);
    if (ask !== replayAsks) return; // a later click asked for another step
    replay = { step: body.step ?? step, steps: body.steps, view: body.view, action: body.action ?? null, label: body.label ?? null };
  } catch (e) {
    if (ask !== replayAsks) return;
    replayAsked = replay ? replay.step : null;
    showError(`Replay: ${e.message}`);
    return;
  }
  const bar = $("#replay");
  bar.hidden = false;
  feed.hide();
  $("#rp-range").max = String(replay.steps);
  $("#rp-range").value = String(replay.step);
  // A step reads as its move ("step 5 / 98 · Sauron: discard C1-01 for coins"), not as its id.
  $("#rp-label").textContent = `step ${replay.step} / ${replay.steps}` + (replay.label ? ` · ${replay.label}` : "");
  $("#rp-back").disabled = $("#rp-first").disabled = replay.step <= 0;
  $("#rp-fwd").disabled = $("#rp-last").disabled = replay.step >= replay.steps;
  $("#summary").hidden = true;
  document.body.dataset.replay = String(replay.step);
  draw();
}

function closeReplay() {
  replay = null;
  replayAsked = null;
  replayAsks++;
  $("#replay").hidden = true;
  delete document.body.dataset.replay;
  draw();
}

/** The step the viewer is at or on its way to: clicks made before an answer arrives add up. */
function replayAt() {
  return replayAsked ?? replay.step;
}

function bindReplay() {
  $("#rp-first").addEventListener("click", () => openReplay(0));
  $("#rp-back").addEventListener("click", () => openReplay(Math.max(0, replayAt() - 1)));
  $("#rp-fwd").addEventListener("click", () => openReplay(Math.min(replay.steps, replayAt() + 1)));
  $("#rp-last").addEventListener("click", () => openReplay(replay.steps));
  $("#rp-range").addEventListener("change", (e) => openReplay(Number(e.target.value)));
  $("#rp-close").addEventListener("click", closeReplay);
}

// --- keyboard: 1-9 pick the n-th action; arrows move between actions; Enter/space press -----------

function bindKeys() {
  // Enter or space presses any clickable board element a renderer marks role="button" (cards,
  // tiles, regions); real buttons need no help.
  document.addEventListener("keydown", (e) => {
    const el = e.target.closest && e.target.closest("#game [role=button]");
    if (!el || el.tagName === "BUTTON" || (e.key !== "Enter" && e.key !== " ")) return;
    e.preventDefault();
    el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  });
  document.addEventListener("keydown", (e) => {
    if (e.target.closest && e.target.closest("input, select, textarea")) return;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (replay) {
      if (e.key === "ArrowRight" && replayAt() < replay.steps) openReplay(replayAt() + 1);
      else if (e.key === "ArrowLeft" && replayAt() > 0) openReplay(replayAt() - 1);
      else return;
      e.preventDefault();
      return;
    }
    if (e.key === "u") {
      e.preventDefault();
      takeBack();
      return;
    }
    const buttons = [...document.querySelectorAll("#game .action-list [data-action]")].filter((b) => !b.disabled);
    if (!buttons.length) return;
    if (/^[1-9]$/.test(e.key)) {
      const b = buttons[Number(e.key) - 1];
      if (b) { e.preventDefault(); b.focus(); b.click(); }
      return;
    }
    if (["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight"].includes(e.key)) {
      const i = buttons.indexOf(document.activeElement);
      const d = e.key === "ArrowDown" || e.key === "ArrowRight" ? 1 : -1;
      const next = buttons[i < 0 ? (d > 0 ? 0 : buttons.length - 1) : (i + d + buttons.length) % buttons.length];
      e.preventDefault();
      next.focus();
    }
  });
}

// --- connections ---------------------------------------------------------------------------------

function connect(key, token) {
  const entry = seatsState.get(key);
  const proto = location.protocol === "https:" ? "wss:" : "ws:";
  const q = token ? `?token=${encodeURIComponent(token)}` : "";
  const ws = new WebSocket(`${proto}//${location.host}/ws/matches/${encodeURIComponent(matchId)}${q}`);
  entry.ws = ws;
  ws.addEventListener("open", () => {
    entry.retries = 0;
    setConn("open", "live");
  });
  ws.addEventListener("message", (ev) => {
    let msg;
    try { msg = JSON.parse(ev.data); } catch { return; }
    if (msg.type === "state") {
      if (entry.frame && msg.step < entry.frame.step) return;
      entry.frame = msg;
      entry.pending = false;
      if (ownerBehind()) {
        // Hotseat: another seat of this page owes the new step and its frame is still on the way;
        // draw once it arrives, so the page never shows a stale "their turn".
        document.body.dataset.pending = "1";
        return;
      }
      delete document.body.dataset.pending;
      if (msg.step > 0 || msg.status === "finished") showError("");
      draw();
    } else if (msg.type === "error") {
      entry.pending = false;
      delete document.body.dataset.pending;
      showError(msg.message || "The server refused that.");
    }
  });
  ws.addEventListener("close", (ev) => {
    if (ev.code === 4403 || ev.code === 4404 || ev.code === 1008) {
      setConn("closed", "refused");
      showError(ev.reason || "The server refused this connection (unknown match or seat).");
      return;
    }
    setConn("closed", "reconnecting…");
    entry.retries = (entry.retries || 0) + 1;
    setTimeout(() => connect(key, token), Math.min(5000, 300 * 2 ** entry.retries));
  });
}

async function init() {
  feed = createFeed($("#toast"), $("#feed"));
  bindKeys();
  bindReplay();
  $("#takeback").addEventListener("click", takeBack);
  $("#tb-accept").addEventListener("click", () => answerTakeback(true));
  $("#tb-decline").addEventListener("click", () => answerTakeback(false));
  if (!matchId) {
    showError("No match id in the address.");
    return;
  }
  try {
    const q = tokens[0] ? `?token=${encodeURIComponent(tokens[0])}` : "";
    match = await api(`/api/matches/${encodeURIComponent(matchId)}${q}`);
  } catch (e) {
    $("#match-title").textContent = "Game not found";
    showError(e.message);
    return;
  }
  try {
    renderer = await import(`/static/games/${encodeURIComponent(match.game)}.js`);
  } catch (e) {
    showError(`No renderer for the game "${match.game}" (${e.message}).`);
    return;
  }
  const who = tokens.length > 1 ? "hotseat" : tokens.length ? title(match.seats[match.seat]?.side || "") : "spectator";
  $("#match-title").textContent = `${renderer.title || title(match.game)} · ${who}`;
  // A chosen seed fixes every hidden card: every player is told (docs/web-api.md, "Seeds").
  $("#seeded").hidden = !match.seeded;
  document.title = `eregion · ${renderer.title || title(match.game)}`;
  cardTips(match.game, api);
  if (!tokens.length) {
    seatsState.set("spectator", { seat: null, side: null });
    connect("spectator", null);
  }
  for (const [i, t] of tokens.entries()) {
    let seat = i === 0 ? match.seat : null;
    if (i > 0) {
      try {
        seat = (await api(`/api/matches/${encodeURIComponent(matchId)}?token=${encodeURIComponent(t)}`)).seat;
      } catch (e) {
        showError(`Seat ${i + 1}: ${e.message}`);
        continue;
      }
    }
    const side = match.seats.find((s) => s.seat === seat)?.side ?? null;
    seatsState.set(t, { seat, side, token: t });
  }
  // Connect only once every seat is known, so a frame never arrives for a seat we cannot place.
  for (const t of seatsState.keys()) if (t !== "spectator") connect(t, t);
  kept.opened(matchId, match.game, [...seatsState.entries()].filter(([k]) => k !== "spectator")
    .map(([token, e]) => ({ token, seat: e.seat, side: e.side })));
}

init();
