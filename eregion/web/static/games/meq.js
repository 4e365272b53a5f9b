// Middle-earth Quest in the browser, plainly: the story and action tracks, the board as a list of the
// locations where something stands, the heroes, Sauron's hands, the combat, the log, and the decision
// as a numbered list of buttons. The drawn board is the next issue's ("Middle-earth Quest in the
// browser"); this page makes every game of the catalogue playable in the lobby meanwhile.
//   export function render(root, view, ctx)

import { h, logPanel, replayTag, show } from "./cards-ui.js";

export const title = "Middle-earth Quest";

const words = (id) => String(id).replace(/_/g, " ");

function prompt(view, ctx) {
  const d = view.decision;
  if (!d) return null;
  const options = (ctx.interactive && d.options) || [];
  return h("section", { class: "panel prompt" },
    h("h3", {}, `${words(d.player)}: ${d.prompt}`),
    options.length
      ? h("div", { class: "action-list" },
        options.map((a) => h("button", { "data-action": a.id, onclick: () => ctx.act(a.id) }, a.label)))
      : h("p", { class: "muted" }, "waiting"));
}

function story(view) {
  const s = view.story.spaces;
  const tracks = view.tracks.map(([t, i]) => `${words(t)} ${i + 1}`).join(", ") || "none";
  return h("section", { class: "panel" }, h("h3", {}, `Turn ${view.turn}, ${words(view.active)}`),
    h("p", {}, `Story: green ${s.green}, yellow ${s.yellow}, black ${s.black}, red ${s.red}; stage ${view.stage}; ` +
      `dominant: ${view.dominant || "neither"}; Shadow Pool ${view.board.shadow_pool}`),
    h("p", {}, `Action tokens: ${tracks}`),
    h("p", {}, `Active Plots: ${view.plots.map(([p, at]) => `${words(p)} (${words(at)})`).join(", ") || "none"}`),
    h("p", {}, `Current Event: ${view.current_event ? words(view.current_event[0]) : "none"}`));
}

function board(view) {
  const b = view.board;
  const here = new Map();
  const add = (loc, text) => here.set(loc, [...(here.get(loc) || []), text]);
  for (const hero of view.heroes) add(hero.location, hero.name);
  for (const [m, loc] of Object.entries(b.minions)) add(loc, words(m));
  for (const [loc, toks] of Object.entries(b.tokens)) for (const t of toks) add(loc, Array.isArray(t) ? words(t[1]) : "monster token");
  for (const [loc, n] of Object.entries(b.favor)) add(loc, `favor ${n}`);
  for (const [c, loc] of Object.entries(b.characters)) add(loc, words(c));
  for (const [loc, n] of Object.entries(b.influence)) add(loc, `influence ${n}`);
  const rows = [...here.keys()].sort().map((loc) => h("li", {}, `${words(loc)}: ${here.get(loc).join(", ")}`));
  return h("section", { class: "panel" }, h("h3", {}, "Board"), h("ul", {}, rows));
}

function heroes(view) {
  return h("section", { class: "panel" }, h("h3", {}, "Heroes"), h("ul", {}, view.heroes.map((x) =>
    h("li", {}, `${x.name} at ${words(x.location)}: hand ${x.hand ? x.hand.map(words).join(", ") : x.hand_count}, ` +
      `life ${x.life_count}, rest ${x.rest.length}, damage ${x.damage_count}, favor ${x.favor}` +
      (x.items.length ? `, items ${x.items.map(words).join(", ")}` : "")))));
}

function sauron(view) {
  const s = view.sauron;
  const lines = [h("p", {}, `Sauron holds ${s.shadow_count} Shadow and ${s.plot_count} Plot card(s)`)];
  if (s.shadow_hand) lines.push(h("p", {}, `Shadow: ${s.shadow_hand.map(words).join(", ") || "none"}; Plots: ${s.plot_hand.map(words).join(", ") || "none"}`));
  if (view.mission) lines.push(h("p", {}, `Your side's Mission: ${words(view.mission)}`));
  return h("section", { class: "panel" }, lines);
}

function fight(view) {
  const f = view.fight;
  if (!f) return null;
  const side = (label, s) => s ? h("p", {}, `${label}: strength ${s.strength}, played ${s.card ? words(s.card) : "-"} ` +
    `(${s.attack}/${s.defense}), hand ${s.hand ? s.hand.map(words).join(", ") : s.hand_count}${s.exhausted ? ", exhausted" : ""}`) : null;
  return h("section", { class: "panel" }, h("h3", {}, `Combat: ${words(f.hero)} against ${words(f.foe)}`),
    f.round != null ? h("p", {}, `Round ${f.round}; foe damage ${f.foe_damage}/${f.foe_health}; damage owed ${f.owed}`) : null,
    side("Hero", f.hero_side), side("Foe", f.foe_side));
}

export function render(root, view, ctx) {
  show(root, h("div", { class: "meq" }, replayTag(ctx), prompt(view, ctx), story(view), fight(view),
    heroes(view), sauron(view), board(view), logPanel(view, ctx, /turn/)));
}

export function describeResult(r, view) {
  const res = (view && view.result) || r;
  return res && res.winner ? `${res.winner === "sauron" ? "Sauron wins" : "The heroes win"}: ${res.reason}` : "";
}
