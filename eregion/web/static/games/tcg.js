// Renderer for the Lord of the Rings Trading Card Game (the hook is described in /static/play.js):
//   export function render(root, view, ctx)
// `view` is eregion/games/tcg/views.py's JSON: it carries every card face it shows (name, type, culture,
// printed and current numbers), so this module needs no catalogue. Cards are named by `uid`; an action
// id `play:17`, `use:17` or `pick:17` concerns the card whose uid is 17, wherever it lies.

import { cardPile, cardRow, cardTable, h, hiddenHand, logPanel, plural, replayTag, seatName, show } from "./cards-ui.js";

export const title = "Lord of the Rings TCG";

// A built-in deck's id reads as words ("gandalf-starter" is the "Gandalf starter deck"); a deck list's
// own name is shown as it was given.
const deckWords = (name) =>
  /^[a-z]+-starter$/.test(name || "") ? `${name[0].toUpperCase()}${name.slice(1, -8)} starter deck` : name;

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

// The UI state (the card whose actions are being chosen), the decision panel and card clicks.
const table = cardTable({ prefix: "tcg", cardVerbs: CARD_VERBS, verbClass: (verb) => verb, cardTitle, render });
const { selected, clickable } = table;

const cap = (s) => (s ? s.charAt(0).toUpperCase() + s.slice(1).replace(/_/g, " ") : "");

// Every card face the view shows, by uid: skirmish and assignment panels name cards by uid only, and
// a pick whose card is nowhere on the table (say, a companion searched from the draw deck) is shown
// as a choice in the prompt instead.
function indexCards(view) {
  const cards = new Map();
  const add = (c) => {
    if (!c) return;
    cards.set(c.uid, c);
    for (const item of c.items || []) add(item);
    for (const st of c.stacked || []) add(st);
  };
  for (const p of view.players) {
    for (const zone of ["hand", "fellowship", "support", "minions", "discard", "dead", "adventure"]) {
      for (const c of p[zone] || []) add(c);
    }
  }
  for (const site of view.path) if (site) cards.set(site.uid, { ...site, type: "site" });
  return cards;
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
    acts ? "actionable" : "", selected(c.uid) ? "selected" : "", c.active === false ? "inactive" : "", extra.class || ""];
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
  (c.items || []).length ? h("div", { class: "tc-items" }, c.items.map((i) => itemChip(i, opts, ctx))) : null,
  (c.stacked || []).length ? h("div", { class: "tc-items tc-stacked", title: "stacked on this card (face up)" },
    h("span", { class: "muted small-text" }, "stacked: "), c.stacked.map((i) => itemChip(i, opts, ctx))) : null);
  return clickable(el, c.uid, opts, ctx);
}

// A borne card (possession, condition, The One Ring) drawn small under its bearer.
function itemChip(c, opts, ctx) {
  const acts = opts.byUid.get(c.uid);
  const el = h("span", {
    class: `tchip t-${c.type}${c.side ? ` s-${c.side}` : ""}${acts ? " actionable" : ""}${selected(c.uid) ? " selected" : ""}`,
    title: cardTitle(c), "data-uid": c.uid, "data-card": c.id, tabindex: acts ? "0" : null, role: acts ? "button" : null,
  }, c.type === "ring" ? "◎ " : "", c.name.split(",")[0], stats(c).map((s) => [" ", s]));
  return clickable(el, c.uid, opts, ctx);
}

// A plain chip for a card named elsewhere (skirmish, assignments, piles), actionable in piles.
function nameChip(c, opts, ctx) {
  if (!c) return h("span", { class: "tchip" }, "—");
  const acts = opts && opts.byUid.get(c.uid);
  const el = h("span", {
    class: `tchip t-${c.type}${c.side ? ` s-${c.side}` : ""}${acts ? " actionable" : ""}`,
    title: cardTitle(c), "data-uid": c.uid, "data-card": c.id, tabindex: acts ? "0" : null, role: acts ? "button" : null,
  }, c.name.split(",")[0]);
  return acts ? clickable(el, c.uid, opts, ctx) : el;
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
  bits.push(replayTag(ctx));
  return h("div", { class: "tcg-header" }, bits);
}

// A pick whose card the table does not show (e.g. a companion searched from the draw deck) is drawn
// from the option's label, "Name (more)", so it can be clicked like any other card.
function promptPanel(view, ctx, opts, cards) {
  return table.promptPanel(view, ctx, opts, cards, {
    describeResult,
    offTableCard: (uid, acts) => {
      const [name, more] = acts[0].label.split(/ \((.*)\)$/);
      return cardFace({ uid, id: "", name, type: "choice" }, opts, ctx, { badge: more ? h("span", { class: "kw" }, more) : null });
    },
  });
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
    if (acts) el.addEventListener("click", () => table.onCard(site.uid, opts, ctx));
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
  return cardPile(label, list, opts, (c) => nameChip(c, opts, ctx));
}

function zoneRow(label, cls, list, opts, ctx) {
  return cardRow(label, cls, list, (c) => cardFace(c, opts, ctx, c.uid === ctx.ringBearer ? { badge: h("span", { class: "kw rb" }, "Ring-bearer") } : {}));
}

function playerArea(p, view, ctx, opts) {
  const you = p.seat === view.viewer;
  const role = view.free_peoples ? (view.free_peoples === p.seat ? "Free Peoples" : "Shadow") : null;
  const deciding = view.decision && view.decision.player === p.seat;
  const sub = { ...ctx, ringBearer: p.ring_bearer };
  const sec = h("section", { class: `panel tcg-area seat-${p.seat}${deciding ? " deciding" : ""}`, "aria-label": `${p.name}'s side`, "data-seat": p.seat },
    h("h3", {}, h("span", { class: `who seat-${p.seat}` }, p.name), you ? h("span", { class: "you" }, " (you)") : null,
      role ? h("span", { class: `role role-${role === "Shadow" ? "shadow" : "free"}` }, role) : null,
      h("span", { class: "muted deck" }, ` · ${deckWords(p.deck)}`)),
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
  return p.hand ? zoneRow(`Hand ${p.hand.length}`, "hand", p.hand, opts, ctx) : hiddenHand(p.hand_count, "tback");
}

function seenHand(me) {
  if (!me || !me.seen_hand || !me.seen_hand.length) return null;
  return h("p", { class: "muted small-text seen" }, `You saw in your opponent's hand: ${me.seen_hand.join(", ")}`);
}

// --- the whole view --------------------------------------------------------------------------------

export function render(root, view, ctx) {
  const opts = table.begin(root, view, ctx);
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
      h("div", { class: "col-side" }, logPanel(view, ctx, /^— Turn/))));
  show(root, board);
}

export function describeResult(r, view) {
  const res = r || (view && view.result);
  if (!res || !res.winner) return "The game is over.";
  const why = res.reason || (view && view.result && view.result.reason);
  return `${seatName(res.winner)} wins${why ? ` (${why})` : ""}`;
}
