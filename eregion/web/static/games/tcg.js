// Renderer for the Lord of the Rings Trading Card Game (the hook is described in /static/play.js):
//   export function render(root, view, ctx)
// `view` is eregion/games/tcg/views.py's JSON: it carries every card face it shows (name, type, culture,
// printed and current numbers), so this module needs no catalogue. Cards are named by `uid`; an action
// id `play:17`, `use:17` or `pick:17` concerns the card whose uid is 17, wherever it lies.

export const title = "Lord of the Rings TCG";

const SEAT_NAME = { player_1: "Player 1", player_2: "Player 2" };
const PHASE = {
  setup: "Setup",
  fellowship: "Fellowship phase",
  shadow: "Shadow phase",
  maneuver: "Maneuver phase",
  archery: "Archery phase",
  assignment: "Assignment phase",
  skirmish: "Skirmish phase",
  regroup: "Regroup phase",
};
const KEYWORD = { damage: "Damage", support_area: "Support area", pipeweed: "Pipeweed" };
const CARD_VERBS = new Set(["play", "use", "pick"]);

// Small UI state kept between frames of one step: the card whose actions are being chosen.
let ui = { step: -1, card: null };

// --- small DOM helpers ---------------------------------------------------------------------------

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === false || v == null) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(2)) if (c != null && c !== false) el.append(c);
  return el;
}

const seatName = (seat) => SEAT_NAME[seat] || String(seat || "");
const cap = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ") : "");
const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;

// --- the decision's options, grouped by the card they concern -----------------------------------

function parseOptions(view, ctx) {
  const all = (ctx.interactive && view.decision && view.decision.options) || [];
  const byUid = new Map();
  for (const a of all) {
    const [verb, arg] = a.id.split(":");
    if (!CARD_VERBS.has(verb) || arg == null || !/^\d+$/.test(arg)) continue;
    const uid = Number(arg);
    if (!byUid.has(uid)) byUid.set(uid, []);
    byUid.get(uid).push(a);
  }
  return { all, byUid };
}

// Every card face the view shows, by uid: skirmish and assignment panels name cards by uid only, and
// a pick whose card is nowhere on the table (say, a companion searched from the draw deck) is shown
// as a choice in the prompt instead.
function indexCards(view) {
  const cards = new Map();
  const add = (c) => {
    if (!c) return;
    cards.set(c.uid, c);
    for (const item of c.items || []) add(item);
  };
  for (const p of view.players) {
    for (const zone of ["hand", "fellowship", "support", "minions", "discard", "dead", "adventure"]) {
      for (const c of p[zone] || []) add(c);
    }
  }
  for (const site of view.path) if (site) cards.set(site.uid, { ...site, type: "site" });
  return cards;
}

function actButton(a, ctx, n, extra = {}) {
  return h("button", { type: "button", class: `act ${a.id.split(":")[0]} ${extra.class || ""}`, "data-action": a.id, title: a.id,
    onclick: (e) => { e.stopPropagation(); ctx.act(a.id); } },
    n != null ? h("kbd", {}, String(n)) : null, extra.text || a.label || a.id);
}

// A click on a card: its only action is sent at once; with several, a small chooser opens.
function onCard(uid, opts, ctx) {
  const acts = opts.byUid.get(uid);
  if (!acts || !acts.length) return;
  if (acts.length === 1) {
    ui.card = null;
    ctx.act(acts[0].id);
    return;
  }
  ui.card = ui.card === uid ? null : uid;
  rerender();
  const btn = document.querySelector("#game .tcg-chooser [data-action]");
  if (btn) btn.focus();
}

// --- card faces ----------------------------------------------------------------------------------

function cardTitle(c) {
  const bits = [c.name, [cap(c.culture), cap(c.type)].filter(Boolean).join(" ")];
  if (c.twilight != null) bits.push(`twilight cost ${c.twilight}`);
  if (c.race) bits.push(cap(c.race));
  if (c.type === "site" && c.number) bits.push(`site ${c.number}`);
  else if (c.site != null && c.type === "minion") bits.push(`site ${c.site}`);
  const plus = isCharacter(c) ? "" : "+"; // on an item the numbers are bonuses to the bearer
  if (c.strength != null) bits.push(`strength ${plus}${c.strength}`);
  if (c.vitality != null) bits.push(`vitality ${plus}${c.vitality}`);
  if (c.wounds) bits.push(plural(c.wounds, "wound"));
  if (c.keywords) bits.push(keywordText(c.keywords));
  if (c.phases) bits.push(`${c.phases.map(cap).join("/")} event`);
  if (c.item_class) bits.push(cap(c.item_class));
  if (c.roaming) bits.push("roaming");
  if (c.active === false) bits.push("inactive");
  return bits.filter(Boolean).join(" · ");
}

function isCharacter(c) {
  return c.type === "companion" || c.type === "ally" || c.type === "minion";
}

function keywordText(kw) {
  return Object.entries(kw).map(([k, v]) => (k === "damage" ? `Damage +${v}` : KEYWORD[k] || cap(k))).join(", ");
}

function stats(c) {
  const out = [];
  if (isCharacter(c)) {
    if (c.strength != null) out.push(h("span", { class: "st str", title: "strength" }, `⚔${c.strength}`));
    if (c.vitality != null) {
      const left = c.vitality - (c.wounds || 0);
      out.push(h("span", { class: "st vit", title: `vitality ${c.vitality}, ${plural(c.wounds || 0, "wound")}` }, `♥${left}/${c.vitality}`));
    }
  } else {
    if (c.strength) out.push(h("span", { class: "st str", title: "strength bonus" }, `⚔+${c.strength}`));
    if (c.vitality) out.push(h("span", { class: "st vit", title: "vitality bonus" }, `♥+${c.vitality}`));
  }
  return out;
}

function wounds(c) {
  if (!c.wounds) return null;
  return h("span", { class: "wounds", title: plural(c.wounds, "wound") }, Array.from({ length: c.wounds }, () => h("i", { class: "wound" })));
}

// A card face: name, cost, type and culture, numbers, keywords and the items it bears. Actionable
// when an option concerns its uid (clicking sends or opens the chooser).
function cardFace(c, opts, ctx, extra = {}) {
  const acts = opts.byUid.get(c.uid);
  const classes = ["tcard", `t-${c.type}`, c.side ? `s-${c.side}` : "", c.culture ? `cu-${c.culture}` : "",
    acts ? "actionable" : "", ui.card === c.uid ? "selected" : "", c.active === false ? "inactive" : "", extra.class || ""];
  const label = acts ? `${c.name}: ${acts.map((a) => a.label).join(" or ")}` : null;
  const el = h("div", {
    class: classes.filter(Boolean).join(" "), title: cardTitle(c), "data-uid": c.uid, "data-card": c.id,
    tabindex: acts ? "0" : null, role: acts ? "button" : null, "aria-label": label,
  },
  h("div", { class: "tc-top" },
    c.twilight != null ? h("span", { class: "cost", title: `twilight cost ${c.twilight}` }, String(c.twilight)) : null,
    h("span", { class: "tc-name" }, c.name)),
  h("div", { class: "tc-type" }, [cap(c.culture), cap(c.type), c.race && isCharacter(c) ? `· ${cap(c.race)}` : ""].filter(Boolean).join(" "),
    c.type === "minion" && c.site != null ? h("span", { class: "muted" }, ` · site ${c.site}`) : null),
  h("div", { class: "tc-stats" }, stats(c), wounds(c),
    c.keywords ? h("span", { class: "kw" }, keywordText(c.keywords)) : null,
    c.phases ? h("span", { class: "kw" }, c.phases.map(cap).join("/")) : null,
    c.roaming ? h("span", { class: "kw roaming" }, "roaming") : null,
    extra.badge || null),
  (c.items || []).length ? h("div", { class: "tc-items" }, c.items.map((i) => itemChip(i, opts, ctx))) : null);
  if (acts) el.addEventListener("click", (e) => { e.stopPropagation(); onCard(c.uid, opts, ctx); });
  return el;
}

// A borne card (possession, condition, The One Ring) drawn small under its bearer.
function itemChip(c, opts, ctx) {
  const acts = opts.byUid.get(c.uid);
  const el = h("span", {
    class: `tchip t-${c.type}${c.side ? ` s-${c.side}` : ""}${acts ? " actionable" : ""}${ui.card === c.uid ? " selected" : ""}`,
    title: cardTitle(c), "data-uid": c.uid, "data-card": c.id, tabindex: acts ? "0" : null, role: acts ? "button" : null,
  }, c.type === "ring" ? "◎ " : "", c.name.split(",")[0], stats(c).map((s) => [" ", s]));
  if (acts) el.addEventListener("click", (e) => { e.stopPropagation(); onCard(c.uid, opts, ctx); });
  return el;
}

// A plain chip for a card named elsewhere (skirmish, assignments, piles), actionable in piles.
function nameChip(c, opts, ctx) {
  if (!c) return h("span", { class: "tchip" }, "—");
  const acts = opts && opts.byUid.get(c.uid);
  const el = h("span", {
    class: `tchip t-${c.type}${c.side ? ` s-${c.side}` : ""}${acts ? " actionable" : ""}`,
    title: cardTitle(c), "data-uid": c.uid, "data-card": c.id, tabindex: acts ? "0" : null, role: acts ? "button" : null,
  }, c.name.split(",")[0]);
  if (acts) el.addEventListener("click", (e) => { e.stopPropagation(); onCard(c.uid, opts, ctx); });
  return el;
}

// --- sections --------------------------------------------------------------------------------------

function header(view, ctx) {
  const me = view.viewer;
  const bits = [];
  bits.push(h("span", { class: "phase" }, view.turn ? `Turn ${view.turn} · ${PHASE[view.phase] || cap(view.phase)}` : PHASE[view.phase] || cap(view.phase)));
  if (view.free_peoples) {
    bits.push(h("span", { class: `fp seat-${view.free_peoples}` }, "Free Peoples: ", seatName(view.free_peoples),
      view.free_peoples === me ? h("span", { class: "you" }, " (you)") : null));
  }
  bits.push(h("span", { class: "pool", title: "twilight tokens in the pool" }, "Twilight pool ", h("span", { class: "twilight" }, String(view.twilight))));
  if (view.phase !== "setup") bits.push(h("span", { class: "muted", title: "moves made this turn / moves allowed" }, `Moves ${view.moves}/${view.move_limit}`));
  if (ctx.replay) bits.push(h("span", { class: "replay-tag" }, `Replay · step ${ctx.replay.step} of ${ctx.replay.steps}`));
  return h("div", { class: "tcg-header" }, bits);
}

function promptPanel(view, ctx, opts, cards) {
  const d = view.decision;
  const panel = h("section", { class: "prompt panel", "aria-label": "Decision" });
  if (view.result) {
    panel.classList.add("over");
    panel.append(h("h2", {}, describeResult(view.result, view)));
    return panel;
  }
  if (!d) return panel;
  const who = seatName(d.player);
  if (ctx.interactive) {
    panel.classList.add("mine", `seat-${d.player}`);
    const note = ctx.hotseat ? `${who} · your choice` : "Your choice";
    panel.append(h("h2", {}, h("span", { class: `who seat-${d.player}` }, note), " — ", d.prompt));
    panel.append(h("p", { class: "hint muted" }, "Click a highlighted card, or a button below. Keys 1–9 pick a button."));
    const list = h("div", { class: "action-list", role: "group", "aria-label": "Legal actions" });
    opts.all.forEach((a, i) => list.append(actButton(a, ctx, i < 9 ? i + 1 : null)));
    panel.append(list);
    const offTable = [...opts.byUid.keys()].filter((uid) => !cards.has(uid));
    if (offTable.length) panel.append(offTableChoices(offTable, opts, ctx));
    const chooser = cardChooser(ui.card, opts, ctx, cards);
    if (chooser) panel.append(chooser);
  } else {
    panel.classList.add("waiting");
    const seat = (ctx.seats || []).find((x) => x.side === d.player);
    const ai = seat && seat.kind === "ai" ? ` (AI · ${seat.level})` : "";
    panel.append(h("h2", {}, h("span", { class: `who seat-${d.player}` }, `${who}${ai}`), ` is deciding: ${d.prompt}`));
    if (!ctx.replay) panel.append(h("p", { class: "muted" }, h("span", { class: "spinner", "aria-hidden": "true" }), " waiting…"));
  }
  return panel;
}

// Cards a pick offers that the table does not show (e.g. companions searched from the draw deck):
// drawn from the options' labels so they can be clicked like any other card.
function offTableChoices(uids, opts, ctx) {
  return h("div", { class: "offtable", "aria-label": "Cards to choose from" },
    uids.map((uid) => {
      const acts = opts.byUid.get(uid);
      const [name, more] = acts[0].label.split(/ \((.*)\)$/);
      return cardFace({ uid, id: "", name, type: "choice" }, opts, ctx, { badge: more ? h("span", { class: "kw" }, more) : null });
    }));
}

function cardChooser(uid, opts, ctx, cards) {
  const acts = uid != null && opts.byUid.get(uid);
  if (!acts || acts.length < 2) return null;
  const c = cards.get(uid);
  return h("div", { class: "tcg-chooser chooser", role: "group", "aria-label": `Actions for ${c ? c.name : uid}` },
    h("p", { class: "chooser-text" }, c ? cardTitle(c) : String(uid)),
    acts.map((a) => actButton(a, ctx, null, { class: "primary" })),
    h("button", { type: "button", class: "small ghost", onclick: () => { ui.card = null; rerender(); } }, "Cancel"));
}

// The adventure path: sites 1-9, whose each is, its shadow number, and where each fellowship stands.
function adventurePath(view, opts, ctx) {
  const me = view.viewer;
  const slots = [];
  for (let n = 1; n <= 9; n++) {
    const site = view.path[n - 1];
    const here = view.players.filter((p) => p.site === n);
    const markers = here.map((p) => h("span", {
      class: `marker seat-${p.seat}`, title: `${p.name}'s fellowship${p.seat === me ? " (you)" : ""}`,
    }, p.seat === "player_1" ? "P1" : "P2"));
    if (!site) {
      slots.push(h("li", { class: `site empty${here.length ? " occupied" : ""}`, "data-site": n },
        h("span", { class: "site-n" }, String(n)), h("span", { class: "muted site-name" }, "not yet played"), h("div", { class: "markers" }, markers)));
      continue;
    }
    const acts = opts.byUid.get(site.uid);
    const el = h("li", {
      class: `site owner-${site.owner}${acts ? " actionable" : ""}${here.length ? " occupied" : ""}`,
      "data-site": n, "data-uid": site.uid, title: `${site.name}: site ${n}, shadow number ${site.shadow_number}, ${seatName(site.owner)}'s site${site.keywords.length ? ", " + site.keywords.join(", ") : ""}`,
      tabindex: acts ? "0" : null, role: acts ? "button" : null,
    },
    h("div", { class: "site-top" }, h("span", { class: "site-n" }, String(n)),
      h("span", { class: "shadow-n", title: "shadow number: twilight added when a fellowship moves here" }, `☾${site.shadow_number}`)),
    h("span", { class: "site-name" }, site.name),
    h("span", { class: "site-owner muted" }, seatName(site.owner), site.keywords.length ? ` · ${site.keywords.map(cap).join(", ")}` : ""),
    h("div", { class: "markers" }, markers));
    if (acts) el.addEventListener("click", () => onCard(site.uid, opts, ctx));
    slots.push(el);
  }
  const legend = h("p", { class: "legend muted" },
    h("span", { class: "marker seat-player_1" }, "P1"), " Player 1 ", h("span", { class: "marker seat-player_2" }, "P2"),
    " Player 2 fellowship · ☾ shadow number · each site's colour says whose adventure deck it came from");
  return h("section", { class: "panel path-panel", "aria-label": "Adventure path" },
    h("h3", {}, "Adventure path"), h("ol", { class: "path" }, slots), legend);
}

// The current skirmish (defender against minions, with strength totals) and the assignments.
function combat(view, cards) {
  const sk = view.skirmish;
  const as = view.assignments || [];
  if (!sk && !as.length) return null;
  const sec = h("section", { class: "panel combat-panel", "aria-label": "Skirmishes" }, h("h3", {}, "Skirmishes"));
  if (sk) {
    const def = sk.defender >= 0 ? cards.get(sk.defender) : null;
    sec.append(h("div", { class: "skirmish" },
      h("div", { class: "side-free" }, h("span", { class: "label" }, "Defender"), def ? nameChip(def) : h("span", { class: "muted" }, "none"),
        h("strong", { class: "total", title: "Free Peoples strength" }, String(sk.free_strength))),
      h("span", { class: "vs" }, "vs"),
      h("div", { class: "side-shadow" }, h("span", { class: "label" }, "Minions"), sk.minions.map((m) => nameChip(cards.get(m))),
        h("strong", { class: "total", title: "Shadow strength" }, String(sk.shadow_strength)))));
  }
  if (as.length) {
    sec.append(h("ul", { class: "assignments" }, as.map((a) => h("li", {},
      nameChip(cards.get(a.defender)), " ← ", a.minions.map((m) => nameChip(cards.get(m)))))));
  }
  return sec;
}

function pile(label, list, opts, ctx) {
  const choosing = list.some((c) => opts.byUid.has(c.uid));
  if (!list.length) return h("span", { class: "pile muted" }, `${label} 0`);
  return h("details", { class: "pile", open: choosing },
    h("summary", { title: list.map((c) => c.name).join("\n") }, `${label} ${list.length}`, choosing ? h("strong", { class: "hint" }, " · choose here") : null),
    h("div", { class: "pile-list" }, list.map((c) => nameChip(c, opts, ctx))));
}

function zoneRow(label, cls, list, opts, ctx) {
  return h("div", { class: `zone ${cls}` }, h("span", { class: "label" }, label),
    h("div", { class: "cards" }, list.length ? list.map((c) => cardFace(c, opts, ctx, c.uid === ctx.ringBearer ? { badge: h("span", { class: "kw rb" }, "Ring-bearer") } : {}))
      : h("span", { class: "muted" }, "none")));
}

function playerArea(p, view, ctx, opts) {
  const you = p.seat === view.viewer;
  const role = view.free_peoples ? (view.free_peoples === p.seat ? "Free Peoples" : "Shadow") : null;
  const deciding = view.decision && view.decision.player === p.seat;
  const sub = { ...ctx, ringBearer: p.ring_bearer };
  const sec = h("section", { class: `panel tcg-area seat-${p.seat}${deciding ? " deciding" : ""}`, "aria-label": `${p.name}'s side`, "data-seat": p.seat },
    h("h3", {}, h("span", { class: `who seat-${p.seat}` }, p.name), you ? h("span", { class: "you" }, " (you)") : null,
      role ? h("span", { class: `role role-${role === "Shadow" ? "shadow" : "free"}` }, role) : null,
      h("span", { class: "muted deck" }, ` · ${p.deck}`)),
    h("div", { class: "stats" },
      h("span", { title: "burdens on the Ring-bearer" }, "Burdens ", h("b", {}, String(p.burdens))),
      h("span", { title: "resistance" }, "Resistance ", h("b", {}, String(p.resistance))),
      p.wearing_ring ? h("span", { class: "ring-worn", title: "the Ring-bearer is wearing The One Ring" }, "◎ Ring worn") : null,
      h("span", { title: "the fellowship's site" }, p.site ? `At site ${p.site}` : "Not on the path yet"),
      p.bid != null ? h("span", { title: "burden bid" }, `Bid ${p.bid}`) : null,
      h("span", { title: "cards in the draw deck" }, `Draw ${p.draw_count}`),
      h("span", { title: "sites left in the adventure deck" }, `Adventure ${p.adventure_count}`),
      pile("Discard", p.discard, opts, ctx),
      pile("Dead", p.dead, opts, ctx)),
    zoneRow("Fellowship", "fellowship", p.fellowship, opts, sub),
    p.support.length ? zoneRow("Support", "support", p.support, opts, sub) : null,
    p.minions.length ? zoneRow("Minions", "minions", p.minions, opts, sub) : null,
    hand(p, opts, ctx));
  return sec;
}

function hand(p, opts, ctx) {
  if (p.hand) return zoneRow(`Hand ${p.hand.length}`, "hand", p.hand, opts, ctx);
  const backs = Math.min(p.hand_count, 10);
  return h("div", { class: "zone hand hidden-hand" }, h("span", { class: "label" }, `Hand ${p.hand_count}`),
    h("div", { class: "cards" }, Array.from({ length: backs }, () => h("span", { class: "tback", title: "a card in hand" })),
      p.hand_count > backs ? h("span", { class: "muted" }, `+${p.hand_count - backs}`) : null,
      !p.hand_count ? h("span", { class: "muted" }, "empty") : null));
}

function seenHand(me) {
  if (!me || !me.seen_hand || !me.seen_hand.length) return null;
  return h("p", { class: "muted small-text seen" }, `You saw in your opponent's hand: ${me.seen_hand.join(", ")}`);
}

function log(view, ctx) {
  const lines = view.log || [];
  return h("section", { class: "panel log-panel" }, h("h3", {}, "Log"),
    h("ol", { class: "log", "aria-label": "Game log" }, lines.map((line, i) => h("li", {
      class: [i === lines.length - 1 && ctx.last ? "latest" : "", /^— Turn/.test(line) ? "turn-line" : "",
        /^Player 1/.test(line) ? "l-player_1" : /^Player 2/.test(line) ? "l-player_2" : ""].filter(Boolean).join(" "),
    }, line))));
}

// --- the whole view --------------------------------------------------------------------------------

let lastArgs = null;
function rerender() {
  if (lastArgs) render(...lastArgs);
}

export function render(root, view, ctx) {
  lastArgs = [root, view, ctx];
  if (ctx.step !== ui.step) ui = { step: ctx.step, card: null };
  const opts = parseOptions(view, ctx);
  if (ui.card != null && !(opts.byUid.get(ui.card) || []).length) ui.card = null;
  const cards = indexCards(view);
  const meIndex = Math.max(0, view.players.findIndex((p) => p.seat === view.viewer));
  const me = view.players[meIndex];
  const them = view.players[1 - meIndex];
  const board = h("div", { class: "tcg", "data-viewer": view.viewer || "spectator", "data-phase": view.phase },
    header(view, ctx),
    promptPanel(view, ctx, opts, cards),
    h("div", { class: "tcg-grid" },
      h("div", { class: "col-main" },
        adventurePath(view, opts, ctx),
        combat(view, cards),
        playerArea(them, view, ctx, opts),
        playerArea(me, view, ctx, opts),
        seenHand(view.viewer ? me : null)),
      h("div", { class: "col-side" }, log(view, ctx))));
  root.replaceChildren(board);
  const logEl = root.querySelector(".log");
  if (logEl) logEl.scrollTop = logEl.scrollHeight;
}

export function describeResult(r, view) {
  const res = r || (view && view.result);
  if (!res || !res.winner) return "The game is over.";
  const why = res.reason || (view && view.result && view.result.reason);
  return `${seatName(res.winner)} wins${why ? ` (${why})` : ""}`;
}
