// Renderer for Duel for Middle-earth (the hook is described in /static/play.js):
//   export function render(root, view, ctx)
// `view` is DuelState.view(seat) (eregion/games/duel/state.py); card, tile and token facts come from
// duel.json beside this file (written by eregion/web/catalog.py, in the project's own words).

const catalog = await fetch(new URL("./duel.json", import.meta.url)).then((r) => r.json());

export const title = "Duel for Middle-earth";

const SIDE = { fellowship: "Fellowship", sauron: "Sauron" };
const COLOURS = ["grey", "yellow", "blue", "green", "red", "purple"];
const COLOUR_NAME = { grey: "Grey", yellow: "Yellow", blue: "Blue", green: "Green", red: "Red", purple: "Purple" };
const SKILL_CODE = { Ruse: "R", Strength: "S", Courage: "C", Knowledge: "K", Leadership: "L" };
const VICTORY = {
  quest: "the Quest of the Ring",
  races: "the Support of the Races",
  conquest: "the Conquest of Middle-earth",
  presence: "presence in Middle-earth (end of chapter 3)",
};
const BONUS = {
  coin: { mark: "¤", text: "1 coin" },
  unit: { mark: "♟", text: "place 1 Unit" },
  extra_turn: { mark: "↻", text: "take another turn" },
  remove_fortress: { mark: "✕", text: "remove an enemy Fortress" },
};
// Map positions (our own schematic map of the seven regions; viewBox 0 0 420 300).
const REGION_POS = {
  Lindon: { x: 52, y: 92, shape: "M14 40 Q40 18 86 34 Q98 92 84 150 Q44 162 16 140 Q4 90 14 40 Z" },
  Arnor: { x: 150, y: 74, shape: "M96 30 Q150 6 214 26 Q222 80 206 118 Q150 130 100 116 Q92 70 96 30 Z" },
  Rhovanion: { x: 300, y: 70, shape: "M226 24 Q300 4 404 22 Q412 78 398 120 Q318 132 230 112 Q218 66 226 24 Z" },
  Enedwaith: { x: 140, y: 176, shape: "M94 128 Q150 136 204 130 Q214 176 196 222 Q146 232 96 220 Q84 172 94 128 Z" },
  Rohan: { x: 262, y: 172, shape: "M212 126 Q270 134 318 130 Q328 176 314 214 Q262 222 216 214 Q204 170 212 126 Z" },
  Gondor: { x: 224, y: 258, shape: "M120 234 Q190 222 300 226 Q318 256 306 292 Q200 298 124 290 Q110 262 120 234 Z" },
  Mordor: { x: 364, y: 200, shape: "M330 130 Q372 126 408 134 Q416 210 404 290 Q360 296 318 288 Q326 240 324 206 Q322 168 330 130 Z" },
};

let ui = { step: -1, card: null, from: null };

// --- small DOM helpers ---------------------------------------------------------------------------

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs);
  for (const c of children.flat(2)) if (c != null && c !== false) el.append(c);
  return el;
}
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS("http://www.w3.org/2000/svg", tag);
  setAttrs(el, attrs);
  for (const c of children.flat(2)) if (c != null && c !== false) el.append(c);
  return el;
}
function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k === "class") el.setAttribute("class", v);
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "text") el.textContent = v;
    else el.setAttribute(k, v === true ? "" : v);
  }
}

// --- compact component faces ---------------------------------------------------------------------

function skillBadges(skills, cls = "") {
  return Object.entries(skills || {}).flatMap(([name, n]) =>
    Array.from({ length: n }, () => h("span", { class: `sk sk-${name} ${cls}`, title: name }, SKILL_CODE[name] || name[0])));
}
function coinBadge(n, title = `${n} coin${n === 1 ? "" : "s"}`) {
  return h("span", { class: "coin", title }, String(n));
}
function effectCode(e) {
  switch (e.kind) {
    case "skill": return h("span", { class: "fx" }, ...skillBadges({ [e.skill]: e.count }));
    case "skill_one_of": return h("span", { class: "fx oneof", title: e.text }, e.skills.map((k) => h("span", { class: `sk sk-${k}` }, SKILL_CODE[k])).reduce((a, b, i) => (i ? [...a, "/", b] : [b]), []));
    case "coins": return h("span", { class: "fx", title: e.text }, "+", coinBadge(e.count));
    case "quest": return h("span", { class: "fx quest-fx", title: e.text }, `➜${e.count}`);
    case "race": return h("span", { class: "fx race", title: e.text }, e.text.replace("Race: ", ""));
    case "units": return h("span", { class: "fx units-fx", title: e.text }, `${e.count}♟ `, h("small", {}, e.regions.map((r) => r.slice(0, 3)).join("/")));
    case "remove_units": return h("span", { class: "fx", title: e.text }, `✕${e.count}♟`);
    case "movements": return h("span", { class: "fx", title: e.text }, `${e.count}⇄`);
    case "opponent_loses_coins": return h("span", { class: "fx", title: e.text }, "foe −", coinBadge(e.count));
    default: return h("span", { class: "fx special", title: e.text }, e.text);
  }
}
function costLine(coins, skills) {
  const out = [];
  if (coins) out.push(coinBadge(coins));
  out.push(...skillBadges(skills));
  return out.length ? out : [h("span", { class: "free" }, "free")];
}
function cardText(id) {
  const c = catalog.cards[id];
  if (!c) return id;
  const cost = [c.coins ? `${c.coins} coin${c.coins > 1 ? "s" : ""}` : "", ...Object.entries(c.skills).map(([k, n]) => `${k}${n > 1 ? " ×" + n : ""}`)].filter(Boolean).join(", ") || "free";
  const chain = [c.chain_frees ? `free if you hold the ${c.chain_frees} symbol` : "", c.chain_gives ? `gives the ${c.chain_gives} symbol` : ""].filter(Boolean).join("; ");
  return `${COLOUR_NAME[c.color]} card ${id} · cost: ${cost} · ${c.effects.map((e) => e.text).join("; ")}${chain ? " · " + chain : ""}`;
}
function cardFace(id, extra = {}) {
  const c = catalog.cards[id];
  return h("div", { class: `card face c-${c.color} ${extra.class || ""}`, title: cardText(id), "data-card": id, ...extra.attrs },
    h("div", { class: "card-top" },
      h("span", { class: "cost" }, costLine(c.coins, c.skills)),
      c.chain_frees ? h("span", { class: "chain frees", title: `free with the ${c.chain_frees} symbol` }, "∞ ", c.chain_frees) : null),
    h("div", { class: "card-fx" }, c.effects.map(effectCode)),
    h("div", { class: "card-foot" },
      h("span", { class: "cid" }, id),
      c.chain_gives ? h("span", { class: "chain gives", title: `gives the ${c.chain_gives} symbol` }, "+", c.chain_gives) : null));
}
function chip(id, attrs = {}) {
  const c = catalog.cards[id];
  return h("span", { class: `chip c-${c.color}`, title: cardText(id), "data-card": id, ...attrs },
    h("span", { class: "cid" }, id), " ", c.effects.map(effectCode));
}

// --- the decision's options, grouped by what they refer to ---------------------------------------

function parseOptions(view, ctx) {
  const opts = (ctx.interactive && view.decision && view.decision.options) || [];
  const o = { all: opts, play: {}, discard: {}, landmark: {}, region: {}, move: {}, race: {}, token: {}, card: {}, other: [] };
  for (const a of opts) {
    const [kind, arg] = a.id.includes(":") ? [a.id.slice(0, a.id.indexOf(":")), a.id.slice(a.id.indexOf(":") + 1)] : [a.id, null];
    if (kind === "move" && arg !== "stop") {
      const [from, to] = arg.split(">");
      (o.move[from] ||= {})[to] = a;
    } else if (kind in o && kind !== "other" && kind !== "all" && arg != null && kind !== "move") o[kind][arg] = a;
    else o.other.push(a);
  }
  return o;
}

function actButton(a, ctx, n, extra = {}) {
  return h("button", { type: "button", class: `act ${extra.class || ""}`, "data-action": a.id, title: a.id,
    onclick: (e) => { e.stopPropagation(); ctx.act(a.id); } },
    n != null ? h("kbd", {}, String(n)) : null, extra.text || a.label || a.id);
}

// --- sections --------------------------------------------------------------------------------------

function header(view, ctx) {
  const bits = [h("span", { class: "chapter" }, `Chapter ${view.chapter}`)];
  if (view.turn) bits.push(h("span", { class: `turn side-${view.turn}` }, `${SIDE[view.turn]} to play`));
  if (view.extra_turns) bits.push(h("span", {}, `${view.extra_turns} extra turn${view.extra_turns > 1 ? "s" : ""} pending`));
  bits.push(h("span", { title: "coins left in the reserve" }, "Reserve ", coinBadge(view.reserve)));
  if (ctx.replay) bits.push(h("span", { class: "replay-tag" }, `Replay · step ${ctx.replay.step} of ${ctx.replay.steps}`));
  return h("div", { class: "duel-header" }, bits);
}

function promptPanel(view, ctx, opts) {
  const d = view.decision;
  const panel = h("section", { class: "prompt panel", "aria-label": "Decision" });
  if (view.result) {
    panel.classList.add("over");
    panel.append(h("h2", {}, describeResult(view.result)));
    return panel;
  }
  if (!d) return panel;
  const who = SIDE[d.player];
  const seat = (ctx.seats || []).find((x) => x.side === d.player);
  if (ctx.interactive) {
    panel.classList.add("mine", `side-${d.player}`);
    const kindNote = d.kind === "turn" ? "Your turn" : "Your choice";
    panel.append(h("h2", {}, h("span", { class: `who side-${d.player}` }, ctx.hotseat ? `${who} · ${kindNote.toLowerCase()}` : kindNote), " — ", d.prompt));
    if (d.kind === "turn") panel.append(h("p", { class: "hint muted" }, "Click a highlighted card (then Play or Discard), a Landmark tile, or use the buttons. Keys 1–9 pick a button."));
    const list = h("div", { class: "action-list", role: "group", "aria-label": "Legal actions" });
    opts.all.forEach((a, i) => list.append(actButton(a, ctx, i < 9 ? i + 1 : null, { class: actClass(a.id) })));
    panel.append(list);
  } else {
    panel.classList.add("waiting");
    const ai = seat && seat.kind === "ai" ? ` (AI · ${seat.level})` : "";
    panel.append(h("h2", {}, h("span", { class: `who side-${d.player}` }, `${who}${ai}`), ` is deciding: ${d.prompt}`));
    if (!ctx.replay) panel.append(h("p", { class: "muted" }, h("span", { class: "spinner", "aria-hidden": "true" }), " waiting…"));
  }
  return panel;
}
function actClass(id) {
  return id.split(":")[0];
}

function cardChooser(id, opts, ctx) {
  const play = opts.play[id];
  const discard = opts.discard[id];
  if (!play && !discard) return null;
  return h("div", { class: "chooser", role: "group", "aria-label": `Card ${id}` },
    h("p", { class: "chooser-text" }, cardText(id)),
    play ? actButton(play, ctx, null, { class: "play primary", text: `Play · ${play.label.replace(/^Play [^ ]+ ?/, "") || "play"}` }) : null,
    discard ? actButton(discard, ctx, null, { class: "discard", text: `Discard · ${discard.label.replace(/^Discard [^ ]+ ?/, "") || "discard"}` }) : null,
    h("button", { type: "button", class: "small ghost", onclick: () => { ui.card = null; rerender(); } }, "Cancel"));
}

function pyramid(view, ctx, opts) {
  const span = Math.max(...view.layout.map((x) => x.x)) + 2;
  const grid = h("div", { class: "pyramid", style: `--cols:${span}` });
  for (const sl of view.layout) {
    const pos = `grid-column:${sl.x + 1} / span 2;grid-row:${sl.row}`;
    if (sl.taken) {
      grid.append(h("div", { class: "slot empty", style: pos, "aria-hidden": "true" }));
      continue;
    }
    if (!sl.face_up) {
      grid.append(h("div", { class: "slot card back", style: pos, title: "face-down card" }, h("span", {}, "✦")));
      continue;
    }
    const id = sl.card;
    const actionable = opts.play[id] || opts.discard[id] || opts.card[id];
    const classes = ["slot", sl.available ? "available" : "covered", actionable ? "actionable" : "", ui.card === id ? "selected" : ""].join(" ");
    const face = cardFace(id, {
      class: classes,
      attrs: {
        style: pos,
        tabindex: actionable ? "0" : null,
        role: actionable ? "button" : null,
        "aria-label": actionable ? `Choose ${cardText(id)}` : null,
        "data-slot": sl.slot,
        onclick: () => onCard(id, opts, ctx),
      },
    });
    grid.append(face);
  }
  const sec = h("section", { class: "panel layout-panel", "aria-label": "Chapter layout" },
    h("h3", {}, `Chapter ${view.chapter} layout`),
    grid,
    discardPile(view, ctx, opts));
  if (ui.card) {
    const chooser = cardChooser(ui.card, opts, ctx);
    if (chooser) sec.append(chooser);
  }
  return sec;
}

function discardPile(view, ctx, opts) {
  const known = view.discard.known;
  const choosing = known.some((id) => opts.card[id]);
  const summary = `Discard pile: ${known.length} known card${known.length === 1 ? "" : "s"}, ${view.discard.hidden} face down`;
  if (!known.length) return h("p", { class: "discard muted" }, summary);
  return h("details", { class: "discard", open: choosing },
    h("summary", {}, summary, choosing ? h("strong", { class: "hint" }, " · choose a card here") : null),
    h("div", { class: "discard-known" }, known.map((id) => chip(id, opts.card[id]
      ? { class: `chip c-${catalog.cards[id].color} actionable`, role: "button", tabindex: "0", onclick: () => ctx.act(opts.card[id].id) }
      : {}))));
}

function onCard(id, opts, ctx) {
  if (opts.card[id]) return ctx.act(opts.card[id].id);
  if (!opts.play[id] && !opts.discard[id]) return;
  ui.card = ui.card === id ? null : id;
  rerender();
  const btn = document.querySelector(".chooser [data-action]");
  if (btn) btn.focus();
}

function playArea(side, p, view, ctx, opts) {
  const you = view.viewer === side;
  const byColour = {};
  for (const id of p.cards) (byColour[catalog.cards[id].color] ||= []).push(id);
  const races = Object.entries(p.races);
  const sec = h("section", { class: `panel area side-${side}${view.turn === side ? " to-play" : ""}`, "aria-label": `${SIDE[side]} play area` },
    h("h3", {}, h("span", { class: `who side-${side}` }, SIDE[side]), you ? h("span", { class: "you" }, " (you)") : null),
    h("div", { class: "stats" },
      h("span", { title: "coins" }, coinBadge(p.coins), " coins"),
      h("span", { title: "regions with your presence" }, `presence ${p.presence}/7`),
      h("span", { title: "Units and Fortresses left in supply" }, `supply ${p.units_in_supply}♟ ${p.fortresses_in_supply}♜`),
      h("span", { title: "quest steps" }, `quest ${p.quest_steps}`)),
    h("div", { class: "row" }, h("span", { class: "label" }, "Skills"),
      Object.keys(p.skills).length ? Object.entries(p.skills).map(([k, n]) => h("span", { class: "skill-count", title: `${k} ×${n}` }, skillBadges({ [k]: 1 }), n > 1 ? `×${n}` : "")) : h("span", { class: "muted" }, "none"),
      p.flexible_skills.map((f) => h("span", { class: "flex", title: `${f.source}: one of ${f.skills.join(", ")}` }, "(", f.skills.length === 5 ? "any" : f.skills.map((k) => h("span", { class: `sk sk-${k}` }, SKILL_CODE[k])), ")"))),
    COLOURS.filter((c) => byColour[c]).map((c) => h("div", { class: "row cards-row" }, h("span", { class: `label swatch c-${c}` }, COLOUR_NAME[c]),
      byColour[c].map((id) => chip(id, opts.card[id] ? { class: `chip c-${c} actionable`, role: "button", tabindex: "0", onclick: () => ctx.act(opts.card[id].id) } : {})))),
    p.chains.length ? h("div", { class: "row" }, h("span", { class: "label" }, "Chaining"), p.chains.map((x) => h("span", { class: "chain" }, "∞ ", x))) : null,
    h("div", { class: "row" }, h("span", { class: "label" }, `Races ${races.length}/6`), races.length ? races.map(([r, n]) => h("span", { class: `race race-${r}` }, r, n > 1 ? ` ×${n}` : "")) : h("span", { class: "muted" }, "none"),
      p.three_races_used ? h("span", { class: "muted", title: "the once-per-game three-Race reveal is used" }, " · 3-Race bonus used") : null),
    p.tokens.length ? h("div", { class: "row" }, h("span", { class: "label" }, "Alliance"), p.tokens.map((t) => token(t))) : null,
    p.landmarks.length ? h("div", { class: "row" }, h("span", { class: "label" }, "Landmarks"), p.landmarks.map((t) => h("span", { class: "lm-chip", title: tileText(t) }, catalog.landmarks[t].name))) : null);
  return sec;
}

function token(id, attrs = {}) {
  const t = catalog.tokens[id];
  return h("span", { class: `token race-${t.race}`, title: `${t.race}: ${t.text}`, ...attrs }, h("b", {}, t.race), " ", t.text);
}
function tileText(id) {
  const t = catalog.landmarks[id];
  const cost = Object.entries(t.skills).map(([k, n]) => `${k}${n > 1 ? " ×" + n : ""}`).join(", ");
  return `${t.name}${t.region ? ` (Fortress in ${t.region})` : ""} · cost: ${cost || "free"} + 1 coin per Fortress you own · ${t.effects.map((e) => e.text).join("; ")}`;
}

function map(view, ctx, opts) {
  const moveFrom = Object.keys(opts.move);
  const svg = s("svg", { viewBox: "0 0 420 300", class: "map", role: "group", "aria-label": "Map of Middle-earth" });
  svg.append(s("rect", { x: 0, y: 0, width: 420, height: 300, rx: 12, class: "sea" }));
  const lands = s("g", { class: "lands" });
  const roads = s("g", { class: "roads", "aria-hidden": "true" });
  for (const [a, b] of catalog.connections) {
    const p = REGION_POS[a], q = REGION_POS[b];
    roads.append(s("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: "road" }));
  }
  const tops = s("g", { class: "tops" });
  svg.append(lands, roads, tops);
  for (const name of catalog.regions) {
    const pos = REGION_POS[name];
    const cell = view.board[name];
    const regionAct = opts.region[name];
    const fromAct = moveFrom.includes(name) && !ui.from;
    const toAct = ui.from && opts.move[ui.from] && opts.move[ui.from][name];
    const actionable = regionAct || fromAct || toAct;
    const g = s("g", {
      class: `region r-${name}${actionable ? " actionable" : ""}${ui.from === name ? " selected" : ""}`,
      "data-region": name,
      tabindex: actionable ? "0" : null,
      role: actionable ? "button" : null,
      "aria-label": `${name}: Fellowship ${cell.fellowship.units} Units${cell.fellowship.fortress ? " and a Fortress" : ""}, Sauron ${cell.sauron.units} Units${cell.sauron.fortress ? " and a Fortress" : ""}`,
    });
    const click = () => {
      if (regionAct) return ctx.act(regionAct.id);
      if (toAct) { ui.from = null; return ctx.act(toAct.id); }
      if (fromAct || ui.from === name) { ui.from = ui.from === name ? null : name; rerender(); }
    };
    g.addEventListener("click", click);
    g.append(s("title", {}, g.getAttribute("aria-label")));
    g.append(s("path", { d: pos.shape, class: "land" }));
    // Labels and pieces sit above the roads, but clicks on them still reach the region.
    const top = s("g", { class: "region-top", "pointer-events": "none" });
    top.append(s("text", { x: pos.x, y: pos.y - 14, class: "rname" }, name));
    const pieces = [];
    for (const side of ["fellowship", "sauron"]) {
      const c = cell[side];
      if (c.units) pieces.push({ side, kind: "unit", n: c.units });
      if (c.fortress) pieces.push({ side, kind: "fort" });
    }
    let x = pos.x - (pieces.length * 26) / 2 + 13;
    for (const pc of pieces) {
      if (pc.kind === "unit") {
        top.append(s("circle", { cx: x, cy: pos.y + 8, r: 10, class: `unit u-${pc.side}` }));
        top.append(s("text", { x, y: pos.y + 12, class: "unit-n" }, String(pc.n)));
      } else {
        top.append(s("path", { d: `M${x - 9} ${pos.y + 18} v-14 h4 v4 h3 v-4 h4 v4 h3 v-4 h4 v14 z`, class: `fort f-${pc.side}` }));
      }
      x += 26;
    }
    lands.append(g);
    tops.append(top);
  }
  const legend = h("p", { class: "legend muted" },
    h("span", { class: "dot u-fellowship" }), " Fellowship ", h("span", { class: "dot u-sauron" }), " Sauron · number = Units, ♜ = Fortress",
    ui.from ? h("span", { class: "hint" }, ` · moving from ${ui.from}: click a destination`) : (moveFrom.length ? h("span", { class: "hint" }, " · click a region to move a Unit from it") : null));
  return h("section", { class: "panel map-panel", "aria-label": "Middle-earth" }, h("h3", {}, "Middle-earth"), svg, legend);
}

function quest(view) {
  const q = view.quest;
  const track = (label, cls, at) => h("div", { class: `track ${cls}` },
    h("span", { class: "track-label" }, label),
    h("ol", { class: "spaces" }, Array.from({ length: q.length + 1 }, (_, i) => {
      const b = q.bonuses[String(i)];
      return h("li", { class: `space${b ? " bonus" : ""}${i === at ? " here" : ""}${i === q.length ? " goal" : ""}`, title: `${i}${b ? ": " + BONUS[b].text : ""}${i === q.length ? ": Mount Doom" : ""}` },
        i === at ? h("span", { class: `pawn ${cls}` }, cls === "frodo" ? "F" : "N") : (b ? BONUS[b].mark : i === q.length ? "▲" : ""));
    })));
  return h("section", { class: "panel quest-panel", "aria-label": "Quest of the Ring" },
    h("h3", {}, "Quest of the Ring", h("span", { class: "muted" }, ` · Frodo & Sam ${q.fellowship_steps}/${q.length} · Nazgûl ${q.nazgul_steps}/${q.length} · gap ${q.gap}`)),
    track("Frodo & Sam", "frodo", q.fellowship_steps),
    track("Nazgûl", "nazgul", q.nazgul_steps),
    h("p", { class: "legend muted" }, Object.values(BONUS).map((b) => `${b.mark} ${b.text}`).join(" · ")));
}

function landmarks(view, ctx, opts) {
  return h("section", { class: "panel lm-panel", "aria-label": "Landmark tiles" },
    h("h3", {}, "Landmark tiles", h("span", { class: "muted" }, ` · ${view.landmarks.stack} in the stack · +1 coin per own Fortress`)),
    h("div", { class: "tiles" }, view.landmarks.face_up.map((id) => {
      const t = catalog.landmarks[id];
      const a = opts.landmark[id];
      return h("div", {
        class: `tile${a ? " actionable" : ""}`, "data-landmark": id, title: tileText(id),
        tabindex: a ? "0" : null, role: a ? "button" : null,
        onclick: () => a && ctx.act(a.id),
      },
      h("div", { class: "tile-name" }, t.name),
      h("div", { class: "muted small-text" }, t.region ? `Fortress in ${t.region}` : "promo tile"),
      h("div", { class: "cost" }, costLine(0, t.skills)),
      h("div", { class: "card-fx" }, t.effects.map(effectCode)),
      a ? h("div", { class: "price" }, a.label) : null);
    })));
}

function alliances(view, ctx, opts) {
  return h("section", { class: "panel alliance-panel", "aria-label": "Alliance tokens" },
    h("h3", {}, "Alliance tokens"),
    h("div", { class: "stacks" }, Object.entries(view.alliance).map(([race, a]) => {
      const act = opts.race[race];
      return h("div", {
        class: `stack race-${race}${act ? " actionable" : ""}`, "data-race": race, tabindex: act ? "0" : null, role: act ? "button" : null,
        onclick: () => act && ctx.act(act.id),
        title: a.top ? `${race}: top token known: ${catalog.tokens[a.top].text}` : `${race}: ${a.count} token${a.count === 1 ? "" : "s"}`,
      }, h("b", {}, race), h("span", { class: "count" }, `${a.count}`), a.top ? h("small", {}, catalog.tokens[a.top].text) : null);
    })),
    Object.keys(opts.token).length ? h("div", { class: "tokens-choice" }, Object.entries(opts.token).map(([id, a]) =>
      token(id, { class: `token race-${catalog.tokens[id].race} actionable`, role: "button", tabindex: "0", "data-token": id, onclick: () => ctx.act(a.id) }))) : null);
}

function log(view, ctx) {
  const lines = view.log || [];
  const list = h("ol", { class: "log", "aria-label": "Game log" }, lines.map((line, i) => h("li", {
    class: `${i === lines.length - 1 && ctx.last ? "latest" : ""}${/Fellowship/.test(line) ? " l-fellowship" : /Sauron/.test(line) ? " l-sauron" : ""}`,
  }, line)));
  return h("section", { class: "panel log-panel" }, h("h3", {}, "Log"), list);
}

// --- the whole view --------------------------------------------------------------------------------

let lastArgs = null;
function rerender() {
  if (lastArgs) render(...lastArgs);
}

export function render(root, view, ctx) {
  lastArgs = [root, view, ctx];
  if (ctx.step !== ui.step) ui = { step: ctx.step, card: null, from: null };
  const opts = parseOptions(view, ctx);
  if (ui.card && !opts.play[ui.card] && !opts.discard[ui.card]) ui.card = null;
  const me = view.viewer || "fellowship";
  const them = me === "fellowship" ? "sauron" : "fellowship";
  const board = h("div", { class: "duel", "data-viewer": view.viewer || "spectator" },
    header(view, ctx),
    promptPanel(view, ctx, opts),
    h("div", { class: "duel-grid" },
      h("div", { class: "col-main" },
        playArea(them, view.players[them], view, ctx, opts),
        pyramid(view, ctx, opts),
        playArea(me, view.players[me], view, ctx, opts)),
      h("div", { class: "col-side" },
        map(view, ctx, opts),
        quest(view),
        landmarks(view, ctx, opts),
        alliances(view, ctx, opts),
        log(view, ctx))));
  root.replaceChildren(board);
  const logEl = root.querySelector(".log");
  if (logEl) logEl.scrollTop = logEl.scrollHeight;
}

export function describeResult(r) {
  if (!r) return "The game is over.";
  const how = VICTORY[r.victory] || r.victory || "";
  if (r.winner === "shared") return `Shared victory${how ? ` on ${how}` : ""}.`;
  return `${SIDE[r.winner] || r.winner} wins by ${how}.`;
}
