// The seats this browser holds, kept in localStorage: [{token, id, game, seat, side, created, invite}].
// The lobby adds every human seat of a match it creates (invite: true until opened here); the game page
// marks the seats it is opened with as this browser's own (invite: false), so "your games" lists the
// seats you play, and an invited player's games too.

const KEY = "eregion.seats";

export const seats = {
  all() {
    try {
      const v = JSON.parse(localStorage.getItem(KEY) || "[]");
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  },
  save(list) {
    try { localStorage.setItem(KEY, JSON.stringify(list)); } catch { /* storage full or disabled */ }
  },
  add(entries) {
    const have = seats.all();
    const known = new Set(have.map((e) => e.token));
    seats.save([...have, ...entries.filter((e) => !known.has(e.token))]);
  },
  // The page was opened with these tokens: they are this browser's own seats.
  opened(id, game, entries) {
    const have = seats.all();
    for (const e of entries) {
      const mine = have.find((x) => x.token === e.token);
      if (mine) mine.invite = false;
      else have.push({ ...e, id, game, created: Date.now(), invite: false });
    }
    seats.save(have);
  },
  forget(id) {
    seats.save(seats.all().filter((e) => e.id !== id));
  },
};
