// Renderer for Middle-earth Quest (the hook is described in /static/play.js):
//   export function render(root, view, ctx)
// `view` is eregion/games/meq/views.py's JSON: ids only. The map, the tracks and every name and printed
// number behind an id come from meq.json beside this file (eregion/web/meq_catalog.py). The page draws
// only what the view holds: a hero's page shows monster tokens face down, other hands as counts.
//
// Clickable: a location an option names (`go:<loc>` travels there, its cost in the option's label;
// `at:<loc>` puts something there; `token:<loc>/<face>` picks a monster token there), a card an option names (`card:<id>`, `pay:<id>`, `item:<id>`,
// `cure:<id>`), a Plot (`plot:`, `drop:`), a Shadow card (`shadow:`). Every option is also a numbered
// button in the decision panel (keys 1-9), as in the other games.

import { decisionPanel, h, logPanel, replayTag, show, waiting } from "./cards-ui.js";

const catalog = await fetch(new URL("./meq.json", import.meta.url)).then((r) => r.json());

export const title = "Middle-earth Quest";

const SVG = "http://www.w3.org/2000/svg";
const SIDE = { sauron: "Sauron", heroes: "The heroes" };
const REGION_FILL = {
  orange: "#e39a45", yellow: "#e8cc4a", purple: "#9a6cc0", white: "#eeeeea", dark_green: "#3d7a45",
  light_green: "#8cc46a", dark_blue: "#3b5ea8", light_blue: "#79b6e3", brown: "#9a6a3e", red: "#c5483a",
};
const ICON = { hill: "∩", forest: "♣", mountain: "▲", plains: "☀", swamp: "≈", any: "✱" };
const ICON_NAME = { hill: "hill", forest: "forest", mountain: "mountain", plains: "plains", swamp: "swamp", any: "any card" };
const MARKER_COLOUR = { green: "#2f9e44", yellow: "#e6b422", black: "#222", red: "#c8382c" };
const TRACK_NAME = { place_influence: "Place influence", draw_shadow_and_plot: "Draw Shadow and Plot cards", command: "Command" };
const CARD_VERBS = new Set(["card", "pay", "item", "cure", "plot", "drop", "shadow", "quest", "consult", "minion", "heal", "fight"]);

const words = (id) => String(id).replace(/_/g, " ");
const cap = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1) : "");
const loc = (id) => (catalog.locations[id] || { name: words(id) }).name;
const named = (kind, id) => (catalog.names[kind] || {})[id] || cap(words(id));
const foeName = (id) => (catalog.foes[id] || { name: cap(words(id)) }).name;
const seatNo = (seat) => Number(String(seat).replace("hero_", ""));
// A card's id in the card list (`eregion cards meq`, the text card-tip.js shows): KIND.ID, or what the
// catalogue names (a quest may be an Encounter Quest card; a hero card says its deck in its `tip`).
const tipOf = (kind, id) => (kind === "quest" ? catalog.quest_tips[id] : `${kind}.${id}`);
const foeTip = (id) => `${(catalog.foes[id] || {}).kind}.${id}`;

// The card titles a log line may name, each with its tip: those the catalogue gives one card only
// (a combat card in several decks, or a title two kinds share, stays plain), longest first.
const LOG_NAMES = (() => {
  const tips = new Map();
  const add = (name, tip) => tips.set(name, tips.has(name) && tips.get(name) !== tip ? null : tip);
  for (const [kind, ids] of Object.entries(catalog.names)) for (const [id, name] of Object.entries(ids)) add(name, tipOf(kind, id));
  for (const id of Object.keys(catalog.foes)) add(catalog.foes[id].name, foeTip(id));
  for (const x of Object.values(catalog.heroes)) for (const c of Object.values(x.cards)) add(c.name, c.tip);
  for (const [deck, cards] of Object.entries(catalog.foe_decks)) for (const [id, c] of Object.entries(cards)) add(c.name, `${deck}.${id}`);
  const names = [...tips].filter(([, tip]) => tip).map(([name]) => name).sort((a, b) => b.length - a.length);
  const esc = (x) => x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return { tips, re: new RegExp(`(?<![\\p{L}\\d])(${names.map(esc).join("|")})(?![\\p{L}\\d])`, "gu") };
})();

function logWords(line) {
  const out = [];
  let at = 0;
  for (const m of line.matchAll(LOG_NAMES.re)) {
    out.push(line.slice(at, m.index), h("span", { class: "named", "data-tip": LOG_NAMES.tips.get(m[1]) }, m[1]));
    at = m.index + m[1].length;
  }
  out.push(line.slice(at));
  return out;
}

function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(2)) if (c != null && c !== false) el.append(c);
  return el;
}

// --- the decision's options, by what they name ---------------------------------------------------

function parseOptions(view, ctx) {
  const all = (ctx.interactive && view.decision && view.decision.options) || [];
  const at = new Map(); // location -> options naming it
  const cards = new Map(); // card/plot/... id -> options naming it
  for (const a of all) {
    const [verb, arg] = a.id.split(":");
    if (arg == null) continue;
    const place = verb === "token" ? arg.split("/")[0] : arg; // a monster token is named by its place
    if (verb === "go" || verb === "at" || verb === "token") (at.get(place) || at.set(place, []).get(place)).push(a);
    else if (CARD_VERBS.has(verb)) (cards.get(arg) || cards.set(arg, []).get(arg)).push(a);
  }
  return { all, at, cards };
}

function actButton(a, ctx, n) {
  return h("button", { type: "button", class: `act v-${a.id.split(":")[0]}`, "data-action": a.id, title: a.id,
    onclick: (e) => { e.stopPropagation(); ctx.act(a.id); } },
  n != null ? h("kbd", {}, String(n)) : null, a.label || a.id);
}

// An element that sends its one option on click (several: the first; the buttons offer them all).
function clickable(el, acts, ctx) {
  if (!acts || !acts.length) return el;
  el.classList.add("actionable");
  el.setAttribute("role", "button");
  el.setAttribute("tabindex", "0");
  el.setAttribute("aria-label", acts.map((a) => a.label).join(" or "));
  el.addEventListener("click", (e) => { e.stopPropagation(); ctx.act(acts[0].id); });
  return el;
}

// --- header and decision -----------------------------------------------------------------------------

function header(view, ctx) {
  const stage = ["", "I", "II", "III"][view.stage] || view.stage;
  const who = view.active === "sauron" ? "Sauron" : heroOf(view, view.active)?.name || words(view.active);
  return h("div", { class: "meq-header" },
    h("span", { class: "turn" }, `Turn ${view.turn} · ${who}${view.second_turn ? " (second turn)" : ""}`),
    h("span", {}, `Stage ${stage}`),
    h("span", { class: `dominant d-${view.dominant || "none"}` }, view.dominant ? `${SIDE[view.dominant]} dominant` : "Neither side dominant"),
    view.mission ? h("span", { class: "mission", "data-tip": tipOf("mission", view.mission) }, `Mission: ${named("mission", view.mission)}`) : null,
    replayTag(ctx));
}

function heroOf(view, seat) {
  return view.heroes.find((x) => x.seat === seat);
}

function sideName(view, side) {
  if (side === "sauron") return "Sauron";
  const hero = heroOf(view, side);
  return hero ? `${hero.name} (${cap(words(side))})` : cap(words(side));
}

function promptPanel(view, ctx, opts) {
  const d = view.decision;
  const panel = decisionPanel(view, describeResult);
  if (view.result || !d) return panel;
  const who = sideName(view, d.player);
  if (ctx.interactive) {
    panel.classList.add("mine", `seat-${d.player}`);
    panel.append(h("h2", {}, h("span", { class: `who seat-${d.player}` }, ctx.hotseat ? `${who} · your choice` : "Your choice"), " — ", d.prompt));
    const travel = opts.all.some((a) => a.id.startsWith("go:"));
    const where = travel ? "a highlighted location on the map (the move's cost is on it)" : "a highlighted location on the map";
    if (opts.at.size) panel.append(h("p", { class: "hint muted" }, `Click ${where}, or a button below. Keys 1–9 pick a button.`));
    const list = h("div", { class: "action-list", role: "group", "aria-label": "Legal actions" });
    opts.all.forEach((a, i) => list.append(actButton(a, ctx, i < 9 ? i + 1 : null)));
    panel.append(list);
  } else {
    waiting(panel, d, who, ctx);
  }
  return panel;
}

// --- the map ---------------------------------------------------------------------------------------

const POS = Object.fromEntries(Object.entries(catalog.locations).map(([k, l]) => [k, { x: l.pos[0], y: l.pos[1] }]));
const XS = Object.values(POS).map((p) => p.x);
const YS = Object.values(POS).map((p) => p.y);
const BOX = [Math.min(...XS) - 110, Math.min(...YS) - 80, Math.max(...XS) - Math.min(...XS) + 220, Math.max(...YS) - Math.min(...YS) + 150];

// Where each location's name goes: below its spot, or beside, above or further below it, the first
// place inside the map that overlaps no name placed before and no other spot (the map is dense around
// Minas Tirith and Minas Morgul; a name with no free place stays below its spot).
const LABELS = (() => {
  const CHAR = 12.5, HIGH = 24, SPOT = 12; // the name's box at the map's 22px font (an estimate: no layout)
  const boxes = [];
  const inside = (b) => b.x0 >= BOX[0] && b.x1 <= BOX[0] + BOX[2] && b.y0 >= BOX[1] && b.y1 <= BOX[1] + BOX[3];
  const free = (b) => inside(b) && !boxes.some((o) => b.x0 < o.x1 && o.x0 < b.x1 && b.y0 < o.y1 && o.y0 < b.y1) &&
    !Object.values(POS).some((p) => p.x > b.x0 - SPOT && p.x < b.x1 + SPOT && p.y > b.y0 - SPOT && p.y < b.y1 + SPOT);
  const out = {};
  for (const [id, l] of Object.entries(catalog.locations)) {
    const { x, y } = POS[id];
    const w = l.name.length * CHAR;
    const tries = [[x, y + 44, "middle", x - w / 2], [x + 26, y + 8, "start", x + 26], [x - 26, y + 8, "end", x - 26 - w],
      [x, y - 54, "middle", x - w / 2], [x - 20 + w / 2, y + 44, "middle", x - 20], [x + 20 - w / 2, y + 44, "middle", x + 20 - w],
      [x, y + 66, "middle", x - w / 2]].map(([lx, ly, anchor, x0]) => ({ x: lx, y: ly, anchor, box: { x0, x1: x0 + w, y0: ly - HIGH + 6, y1: ly + 6 } }));
    const pick = tries.find((c) => free(c.box)) || tries[0];
    boxes.push(pick.box);
    out[id] = pick;
  }
  return out;
})();

function costText(label) {
  const m = /\(([^)]*)\)\s*$/.exec(label || "");
  return m ? m[1].replace(/^one /, "1 ").replace(/ card or (\d+) cards?$/, " or $1") : "";
}

// Each location's pieces, from the view only: heroes, minions, monster tokens (faces for Sauron only),
// characters, favor, influence, and the active Plots whose marker is here.
function pieces(view) {
  const at = new Map();
  const none = () => ({ heroes: [], minions: [], tokens: [], characters: [], plots: [], quests: [] });
  const get = (k) => at.get(k) || at.set(k, none()).get(k);
  for (const x of view.heroes) get(x.location).heroes.push(x);
  for (const [m, l] of Object.entries(view.board.minions)) get(l).minions.push(m);
  for (const [l, ts] of Object.entries(view.board.tokens)) get(l).tokens.push(...ts);
  for (const [c, l] of Object.entries(view.board.characters)) get(l).characters.push(c);
  for (const [p, l] of view.plots) if (l) get(l).plots.push(p);
  for (const x of view.heroes) {
    for (const q of x.quests) if (catalog.quest_locations[q]) get(catalog.quest_locations[q]).quests.push([x, q]);
  }
  const ev = view.current_event && catalog.events[view.current_event[0]];
  if (ev && ev.location) get(ev.location).event = view.current_event[0];
  return (k) => at.get(k) || none();
}

function mapPanel(view, ctx, opts) {
  const svg = s("svg", { viewBox: BOX.join(" "), class: "meq-map", role: "group", "aria-label": "Map of Middle-earth" });
  svg.append(s("rect", { x: BOX[0], y: BOX[1], width: BOX[2], height: BOX[3], rx: 24, class: "sea" }));
  const tint = s("g", { class: "regions", "aria-hidden": "true" });
  for (const [id, l] of Object.entries(catalog.locations)) {
    const r = catalog.regions[l.region];
    tint.append(s("circle", { cx: l.pos[0], cy: l.pos[1], r: 78, fill: REGION_FILL[r.colour], class: `tint r-${l.region}` }));
  }
  const roads = s("g", { class: "paths", "aria-hidden": "true" });
  const signs = s("g", { class: "signs", "aria-hidden": "true" });
  for (const [a, b, icon, number, water] of catalog.paths) {
    const p = POS[a], q = POS[b];
    roads.append(s("line", { x1: p.x, y1: p.y, x2: q.x, y2: q.y, class: `path${water ? " water" : ""}`, "data-path": `${a}|${b}` }));
    const mx = (p.x + q.x) / 2, my = (p.y + q.y) / 2;
    const text = icon === "any" ? ICON.any : `${ICON[icon]}${number}`;
    signs.append(s("g", { class: `sign i-${icon}${water ? " water" : ""}` },
      s("title", {}, `${loc(a)} – ${loc(b)}: ${icon === "any" ? "any one card" : `one ${ICON_NAME[icon]} card or ${number} cards`}${water ? " (water)" : ""}`),
      s("rect", { x: mx - 19, y: my - 12, width: 38, height: 24, rx: 7 }),
      s("text", { x: mx, y: my + 7 }, text)));
  }
  for (const [a, b, number] of catalog.boat_links) {
    const p = POS[a], q = POS[b];
    roads.append(s("path", { d: `M${p.x} ${p.y} Q ${Math.min(p.x, q.x) - 140} ${(p.y + q.y) / 2} ${q.x} ${q.y}`, class: "path boat" }));
    signs.append(s("g", { class: "sign boat" }, s("title", {}, `${loc(a)} – ${loc(b)}: by Boat only, ${number} cards`),
      s("text", { x: Math.min(p.x, q.x) - 60, y: (p.y + q.y) / 2 }, `Boat ${number}`)));
  }
  svg.append(tint, roads, signs);
  const here = pieces(view);
  const influence = view.board.influence || {};
  const favor = view.board.favor || {};
  const perilous = new Set(view.board.perilous || []);
  const heroSeat = view.viewer && view.viewer.startsWith("hero_") ? heroOf(view, view.viewer) : null;
  for (const [id, l] of Object.entries(catalog.locations)) {
    const { x, y } = POS[id];
    const acts = opts.at.get(id);
    const stuff = here(id);
    const g = s("g", { class: `loc r-${l.region}${l.haven ? " haven" : ""}${l.stronghold ? " stronghold" : ""}`, "data-loc": id });
    const bits = [l.name];
    if (l.haven) bits.push("Haven");
    if (l.stronghold) bits.push(`Shadow Stronghold (up to ${l.stronghold} influence)`);
    if (l.perilous || perilous.has(id)) bits.push("perilous");
    if (influence[id]) bits.push(`${influence[id]} influence`);
    if (favor[id]) bits.push(`${favor[id]} favor`);
    for (const x2 of stuff.heroes) bits.push(x2.name);
    for (const m of stuff.minions) bits.push(foeName(m));
    for (const t of stuff.tokens) bits.push(Array.isArray(t) ? `monster token: ${foeName(t[1])}` : "a face-down monster token");
    for (const c of stuff.characters) bits.push(named("character", c));
    for (const p of stuff.plots) bits.push(`Plot: ${named("plot", p)}`);
    if (stuff.event) bits.push(`Current Event: ${named("event", stuff.event)}`);
    for (const [x2, q] of stuff.quests) bits.push(`${x2.name}'s quest: ${named("quest", q)}`);
    if (acts) bits.push(...acts.map((a) => a.label));
    g.append(s("title", {}, bits.join(" · ")));
    if (l.perilous || perilous.has(id)) g.append(s("circle", { cx: x, cy: y, r: 27, class: "peril-ring" }));
    if (l.stronghold) {
      g.append(s("path", { d: `M${x - 19} ${y + 17} v-26 h8 v7 h7 v-10 h8 v10 h7 v-7 h8 v26 z`, class: "tower" }));
    } else {
      g.append(s("circle", { cx: x, cy: y, r: 18, class: "spot", fill: REGION_FILL[catalog.regions[l.region].colour] }));
    }
    if (l.haven) g.append(s("circle", { cx: x, cy: y, r: 23, class: "haven-ring" }));
    if (heroSeat && heroSeat.location === id) g.append(s("circle", { cx: x, cy: y, r: 31, class: "you-ring" }));
    const at = LABELS[id];
    g.append(s("text", { x: at.x, y: at.y, class: "lname", "text-anchor": at.anchor }, l.name));
    // pieces in a row above the location
    const row = [
      ...stuff.heroes.map((x2) => ({ cls: `piece hero seat-${x2.seat}`, text: x2.name[0] })),
      ...stuff.minions.map((m) => ({ cls: "piece minion", text: foeName(m).replace(/^The /, "")[0] })),
      ...stuff.tokens.map((t) => (Array.isArray(t) ? { cls: "piece token open", text: t[1] === "blank" ? "–" : foeName(t[1])[0] } : { cls: "piece token", text: "?" })),
      ...stuff.characters.map((c) => ({ cls: "piece character", text: named("character", c)[0] })),
      ...stuff.plots.map(() => ({ cls: "piece plot", text: "P" })),
      ...(stuff.event ? [{ cls: "piece event", text: "E" }] : []),
      ...stuff.quests.map(([x2]) => ({ cls: `piece quest seat-${x2.seat}`, text: "Q", dark: true })),
    ];
    row.forEach((pc, i) => {
      const px = x + (i - (row.length - 1) / 2) * 26;
      g.append(s("circle", { cx: px, cy: y - 36, r: 12, class: pc.cls }), s("text", { x: px, y: y - 31, class: `piece-t${pc.dark ? " dark" : ""}` }, pc.text));
    });
    if (influence[id]) g.append(s("g", { class: "badge influence" }, s("rect", { x: x + 12, y: y - 2, width: 26, height: 22, rx: 5 }), s("text", { x: x + 25, y: y + 15 }, String(influence[id]))));
    if (favor[id]) g.append(s("g", { class: "badge favor" }, s("circle", { cx: x - 24, cy: y + 9, r: 11 }), s("text", { x: x - 24, y: y + 15 }, String(favor[id]))));
    if (acts) {
      g.append(s("circle", { cx: x, cy: y, r: 34, class: "target" }));
      const cost = costText(acts[0].label);
      if (cost) g.append(s("g", { class: "cost" }, s("rect", { x: x - 52, y: y + 50, width: 104, height: 26, rx: 8 }), s("text", { x, y: y + 69 }, cost)));
      clickable(g, acts, ctx);
    }
    svg.append(g);
  }
  const legend = h("p", { class: "legend muted" },
    h("span", {}, "Paths: "), Object.entries(ICON).map(([k, v]) => h("span", { class: "lg" }, `${v} ${ICON_NAME[k]}`)),
    h("span", { class: "lg water" }, "— water"), h("span", { class: "lg" }, "◎ Haven"), h("span", { class: "lg" }, "♜ Stronghold"),
    h("span", { class: "lg" }, "? monster token"), h("span", { class: "lg" }, "P Plot, E Event, Q a hero's quest; letters: heroes, minions, characters"),
    h("span", { class: "lg infl" }, "■ influence"), h("span", { class: "lg fav" }, "● favor"));
  return h("section", { class: "panel meq-map-panel", "aria-label": "Middle-earth" },
    h("div", { class: "map-wrap" }, svg), legend);
}

// --- the tracks, Plots, Event and Sauron -----------------------------------------------------------

function storyPanel(view) {
  const st = catalog.story;
  const spaces = view.story.spaces;
  const cells = [];
  for (let i = 0; i <= st.finale; i++) {
    const stage = st.stages.findIndex(([a, b]) => a <= i && i <= b) + 1;
    const here = Object.keys(spaces).filter((m) => spaces[m] === i);
    cells.push(h("div", { class: `space st-${stage}${i === st.shadow_falls ? " falls" : ""}${i === st.finale ? " finale" : ""}`, "data-space": i,
      title: `${i === st.finale ? "the Finale" : i === st.shadow_falls ? "The Shadow Falls" : `space ${i}`} (stage ${stage})` },
    h("span", { class: "n" }, i === st.finale ? "F" : String(i)),
    h("span", { class: "markers" }, here.map((m) => h("i", { class: `mk mk-${m}`, style: `background:${MARKER_COLOUR[m]}`, title: `${catalog.story.markers[m].name} marker (${m})`, "data-marker": m })))));
  }
  const legend = Object.entries(catalog.story.markers).map(([m, x]) =>
    h("span", { class: "lg" }, h("i", { class: "mk", style: `background:${MARKER_COLOUR[m]}` }), ` ${x.name} ${spaces[m]}`));
  return h("section", { class: "panel meq-story", "aria-label": "Story track" },
    h("h3", {}, "Story track ", h("span", { class: "muted" }, "· ☠ The Shadow Falls, F the Finale")),
    h("div", { class: "story-track" }, cells), h("p", { class: "legend" }, legend));
}

function tracksPanel(view) {
  const covered = new Set(view.tracks.map(([t, i]) => `${t}:${i}`));
  return h("section", { class: "panel meq-tracks", "aria-label": "Action tracks" }, h("h3", {}, "Action tracks"),
    Object.entries(catalog.action_tracks).map(([t, values]) => h("div", { class: "action-track", "data-track": t },
      h("span", { class: "label" }, TRACK_NAME[t] || cap(words(t))),
      values.map((v, i) => h("span", { class: `slot${covered.has(`${t}:${i}`) ? " covered" : ""}`, title: covered.has(`${t}:${i}`) ? "taken this turn" : "free" }, String(v))))));
}

function cardChip(kind, id, opts, ctx, extra = "", note = null) {
  return clickable(h("span", { class: `chip k-${kind} ${extra}`, "data-card": id, "data-tip": tipOf(kind, id), title: note }, named(kind, id)), opts.cards.get(id), ctx);
}

function shadowPanel(view, opts, ctx) {
  const sa = view.sauron;
  const ev = view.current_event;
  return h("section", { class: "panel meq-shadow", "aria-label": "Sauron" },
    h("h3", {}, "Sauron"),
    h("div", { class: "stats" },
      h("span", { title: "influence in the Shadow Pool" }, "Shadow Pool ", h("b", {}, String(view.board.shadow_pool))),
      h("span", {}, `Shadow cards ${sa.shadow_count}`), h("span", {}, `Plot cards ${sa.plot_count}`)),
    h("div", { class: "row" }, h("span", { class: "label" }, "Active Plots"),
      view.plots.length ? view.plots.map(([p, at]) => {
        const x = catalog.plots[p] || {};
        return h("span", { class: "plot", "data-card": p, "data-tip": tipOf("plot", p), title: `${named("plot", p)}: advances the ${x.marker} marker ${x.advance} each Story step; ${x.favor} favor discards it` },
          h("b", {}, named("plot", p)), at ? ` at ${loc(at)}` : "", h("i", { class: "mk", style: `background:${MARKER_COLOUR[x.marker] || "#888"}` }), ` +${x.advance}`);
      }) : h("span", { class: "muted" }, "none")),
    h("div", { class: "row" }, h("span", { class: "label" }, "Current Event"),
      ev ? h("span", { class: "event", "data-card": ev[0], "data-tip": tipOf("event", ev[0]) }, named("event", ev[0]),
        (catalog.events[ev[0]] || {}).location ? ` at ${loc(catalog.events[ev[0]].location)}` : "", MARKER_COLOUR[ev[1]] ? h("i", { class: "mk", style: `background:${MARKER_COLOUR[ev[1]]}`, title: `advances the ${ev[1]} marker` }) : null) : h("span", { class: "muted" }, "none")),
    sa.shadow_hand ? h("div", { class: "row" }, h("span", { class: "label" }, "Shadow hand"),
      sa.shadow_hand.length ? sa.shadow_hand.map((k) => cardChip("shadow", k, opts, ctx)) : h("span", { class: "muted" }, "none")) : null,
    sa.plot_hand ? h("div", { class: "row" }, h("span", { class: "label" }, "Plot hand"),
      sa.plot_hand.length ? sa.plot_hand.map((k) => cardChip("plot", k, opts, ctx)) : h("span", { class: "muted" }, "none")) : null);
}

// --- the heroes ---------------------------------------------------------------------------------------

// A combat card's numbers: attack, defence (its shields) and the strength it costs.
function stats(c) {
  return h("span", { class: "mc-stats" }, h("b", { title: "attack" }, `A${c.attack}`), h("b", { title: "defence" }, `D${c.defense}`),
    h("b", { class: "cost", title: "strength cost" }, `S${c.cost}`));
}

function heroCard(hero, id, opts, ctx, extra = "") {
  const c = (catalog.heroes[hero] || { cards: {} }).cards[id];
  if (!c) return h("span", { class: "mcard" }, words(id));
  return clickable(h("div", { class: `mcard t-${c.type} ${extra}`, "data-card": id, "data-tip": c.tip,
    title: `${c.name}: ${c.type}, attack ${c.attack}, defence ${c.defense}, costs ${c.cost} strength; ${c.icon ? `${ICON_NAME[c.icon]} icon` : "no icon"}` },
  h("span", { class: "mc-name" }, c.name),
  stats(c),
  h("span", { class: "mc-foot" }, c.type, c.icon ? h("span", { class: `icon i-${c.icon}`, title: `${ICON_NAME[c.icon]} icon` }, ICON[c.icon]) : null)), opts.cards.get(id), ctx);
}

function heroSheet(x, view, opts, ctx) {
  const you = view.viewer === x.seat;
  const at = x.attributes;
  const list = (label, kind, ids, where = () => null) => h("div", { class: "row" }, h("span", { class: "label" }, label),
    ids.length ? ids.map((k) => cardChip(kind, k, opts, ctx, "", where(k))) : h("span", { class: "muted" }, "none"));
  const deciding = view.decision && view.decision.player === x.seat;
  return h("section", { class: `panel hero-sheet seat-${x.seat}${deciding ? " deciding" : ""}`, "data-seat": x.seat, "aria-label": `${x.name}'s sheet` },
    h("h3", {}, h("span", { class: `who seat-${x.seat}` }, x.name), you ? h("span", { class: "you" }, " (you)") : null,
      h("span", { class: "muted" }, ` · ${cap(words(x.seat))} · at ${loc(x.location)}`), x.in_combat ? h("span", { class: "role fighting" }, "in combat") : null),
    h("div", { class: "attrs" },
      ["fortitude", "strength", "agility", "wisdom"].map((k) => h("span", { class: `attr a-${k}`, title: k }, `${cap(k)} `, h("b", {}, String(at[k]))))),
    h("div", { class: "stats pools" },
      h("span", { title: "cards in hand" }, "Hand ", h("b", {}, String(x.hand_count))),
      h("span", { title: "life pool (face down)" }, "Life ", h("b", {}, String(x.life_count))),
      h("span", { title: "rest pool (face up)" }, "Rest ", h("b", {}, String(x.rest.length))),
      h("span", { title: "damage pool (face down)" }, "Damage ", h("b", {}, String(x.damage_count))),
      h("span", { class: "favor", title: "favor tokens" }, "Favor ", h("b", {}, String(x.favor)))),
    list("Items", "item", x.items),
    list("Quests", "quest", x.quests, (q) => catalog.quest_locations[q] && `completed at ${loc(catalog.quest_locations[q])}`),
    x.quests_done.length ? list("Quests done", "quest", x.quests_done) : null,
    list("Corruption", "corruption", x.corruption),
    x.rest.length ? h("details", { class: "pile" }, h("summary", {}, `Rest pool ${x.rest.length}`),
      h("div", { class: "cards" }, x.rest.map((k) => heroCard(x.hero, k, { cards: new Map() }, ctx, "small")))) : null,
    x.hand ? h("div", { class: "zone hand" }, h("span", { class: "label" }, `Your hand ${x.hand.length}`),
      h("div", { class: "cards" }, x.hand.length ? x.hand.map((k) => heroCard(x.hero, k, opts, ctx)) : h("span", { class: "muted" }, "empty")))
      : null);
}

// --- combat: two stacks, round by round --------------------------------------------------------

function foeCard(foe, id) {
  const deck = (catalog.foes[foe] || {}).deck;
  const c = ((catalog.foe_decks[deck] || {})[id]);
  if (!c) return h("div", { class: "mcard foe" }, words(id));
  return h("div", { class: `mcard foe t-${c.type}`, "data-card": id, "data-tip": `${deck}.${id}`, title: `${c.name}: ${c.type}, attack ${c.attack}, defence ${c.defense}, costs ${c.cost} strength` },
    h("span", { class: "mc-name" }, c.name),
    stats(c),
    h("span", { class: "mc-foot" }, c.type));
}

function combatPanel(view, opts, ctx) {
  const f = view.fight;
  if (!f) return null;
  const hero = heroOf(view, f.hero);
  const foe = catalog.foes[f.foe] || { name: words(f.foe) };
  const head = h("h3", {}, "Combat: ", h("span", { class: `who seat-${f.hero}` }, hero ? hero.name : words(f.hero)), " against ",
    h("b", { "data-tip": foeTip(f.foe) }, foe.name), ` at ${loc(f.location)}`, f.finale ? " · the Finale" : "");
  if (f.round == null) return h("section", { class: "panel meq-combat", "aria-label": "Combat" }, head, h("p", { class: "muted" }, "Preparation"));
  const hs = f.hero_side, fs = f.foe_side;
  const rounds = Math.max(hs.stack.length, fs.stack.length);
  const rows = []; // a side plays each round until exhausted, for good (p. 32): its k-th card is round k's
  for (let i = 0; i < rounds; i++) {
    rows.push(h("div", { class: "round", "data-round": i + 1 },
      h("span", { class: "rn" }, `Round ${i + 1}`),
      hs.stack[i] ? heroCard(hero.hero, hs.stack[i], { cards: new Map() }, ctx, "small") : h("span", { class: "muted" }, hs.exhausted ? "exhausted" : "—"),
      h("span", { class: "vs" }, "vs"),
      fs.stack[i] ? foeCard(f.foe, fs.stack[i]) : h("span", { class: "muted" }, fs.exhausted ? "exhausted" : "—")));
  }
  const side = (label, x, cls) => h("div", { class: `cside ${cls}` }, h("b", {}, label),
    h("span", {}, `strength ${x.strength}`), h("span", {}, `hand ${x.hand_count}`), x.exhausted ? h("span", { class: "kw" }, "exhausted") : null);
  const chosen = f.chosen === true || (typeof f.chosen === "string" && f.chosen) ? h("p", { class: "muted" }, `${hero ? hero.name : "The hero"} has chosen a card, face down.`) : null;
  const hand = hs.hand ? h("div", { class: "zone hand combat-hand" }, h("span", { class: "label" }, "Your combat hand"),
    h("div", { class: "cards" }, hs.hand.map((k) => heroCard(hero.hero, k, opts, ctx)))) : null;
  const foeHand = fs.hand ? h("div", { class: "zone hand combat-hand" }, h("span", { class: "label" }, `${foe.name}'s hand`),
    h("div", { class: "cards" }, fs.hand.map((k) => clickable(foeCard(f.foe, k), opts.cards.get(k), ctx)))) : null;
  return h("section", { class: "panel meq-combat", "aria-label": "Combat", "data-round": f.round },
    head,
    h("div", { class: "stats" },
      h("span", {}, `Rounds played ${f.round}`),
      h("span", { title: "damage on the foe / its health" }, `${foe.name}: damage ${f.foe_damage} / ${f.foe_health}`),
      h("span", {}, `${hero ? hero.name : "hero"}: life ${f.life_count}, wounds ${f.wounds_count}`),
      f.owed ? h("span", { class: "owed" }, `damage owed ${f.owed}`) : null),
    h("div", { class: "csides" }, side(hero ? hero.name : "Hero", hs, "c-hero"), side(foe.name, fs, "c-foe")),
    h("div", { class: "rounds" }, rows.length ? rows : h("p", { class: "muted" }, "No card played yet.")),
    chosen, hand, foeHand);
}

// --- the whole view ---------------------------------------------------------------------------------

// Where the map was scrolled (a phone shows part of it): kept from frame to frame; at first, the
// viewer's hero (or the first hero) in the middle.
let mapScroll = null;

function keepMapScroll(root, view) {
  const wrap = root.querySelector(".map-wrap");
  if (!wrap) return;
  if (mapScroll === null) {
    const hero = heroOf(view, view.viewer) || view.heroes[0];
    const spot = hero && wrap.querySelector(`[data-loc="${hero.location}"]`);
    if (spot) {
      const r = spot.getBoundingClientRect();
      const w = wrap.getBoundingClientRect();
      mapScroll = { left: r.left - w.left - w.width / 2, top: 0 };
    } else mapScroll = { left: 0, top: 0 };
  }
  wrap.scrollLeft = mapScroll.left;
  wrap.scrollTop = mapScroll.top;
  wrap.addEventListener("scroll", () => { mapScroll = { left: wrap.scrollLeft, top: wrap.scrollTop }; });
}

export function render(root, view, ctx) {
  const opts = parseOptions(view, ctx);
  const mine = view.heroes.filter((x) => x.seat === view.viewer);
  const others = view.heroes.filter((x) => x.seat !== view.viewer);
  const board = h("div", { class: "meq", "data-viewer": view.viewer || "spectator", "data-active": view.active, "data-turn": view.turn },
    header(view, ctx),
    promptPanel(view, ctx, opts),
    combatPanel(view, opts, ctx),
    h("div", { class: "meq-grid" },
      h("div", { class: "col-main" }, mapPanel(view, ctx, opts), storyPanel(view)),
      h("div", { class: "col-side" },
        mine.map((x) => heroSheet(x, view, opts, ctx)),
        shadowPanel(view, opts, ctx),
        tracksPanel(view),
        others.map((x) => heroSheet(x, view, opts, ctx)),
        logPanel(view, ctx, /^Sauron's turn|'s turn$/, logWords))));
  show(root, board);
  keepMapScroll(root, view);
}

export function describeResult(r, view) {
  const res = (view && view.result) || r;
  if (!res || !res.winner) return "The game is over.";
  return `${res.winner === "sauron" ? "Sauron wins" : "The heroes win"}${res.reason ? ` (${res.reason})` : ""}`;
}
