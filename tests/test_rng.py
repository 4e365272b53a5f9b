"""The seeded generator (eregion/core/rng.py): its outputs, computed in batches, are SplitMix64's,
one at a time, whatever mix of draws, shuffles, copies, forks and pickles reads them."""

from __future__ import annotations

import pickle
import random

from eregion.core import Rng

MASK = (1 << 64) - 1


class OneAtATime:
    """SplitMix64 as its reference code states it (Vigna's splitmix64.c): one output per call."""

    def __init__(self, seed: int) -> None:
        self.state = seed & MASK

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
        return z ^ (z >> 31)

    def shuffle(self, items: list[int]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.next64() % (i + 1)
            items[i], items[j] = items[j], items[i]


def test_first_outputs_are_splitmix64s() -> None:
    """Seed 0 gives SplitMix64's published first output, and the next ones agree with the reference."""
    rng, ref = Rng(0), OneAtATime(0)
    assert rng.next64() == 0xE220A8397B1DCDAF
    ref.next64()
    for _ in range(300):  # through several batches, each twice the last
        assert rng.next64() == ref.next64()
    assert rng.state == ref.state


def test_any_mix_of_reads_gives_the_reference_stream() -> None:
    """Draws, shuffles of every size (each takes its draws at once), copies, forks and pickle round
    trips, in random order, read the same numbers and leave the same state as the reference."""
    py = random.Random(12)
    for _ in range(400):
        seed = py.choice([0, MASK, -3, 1 << 64, py.getrandbits(70)])
        rng, ref = Rng(seed), OneAtATime(seed)
        for _ in range(py.randrange(1, 40)):
            op = py.randrange(6)
            if op == 0:
                for _ in range(py.randrange(1, 150)):
                    assert rng.next64() == ref.next64()
            elif op == 1:
                n = py.randrange(0, 80)
                mine, theirs = list(range(n)), list(range(n))
                rng.shuffle(mine)
                ref.shuffle(theirs)
                assert mine == theirs
            elif op == 2:
                n = py.randrange(0, 100)
                assert rng.draws(n) == tuple(ref.next64() for _ in range(n))
            elif op == 3:
                copy, ref_copy = rng.copy(), OneAtATime(ref.state)
                for _ in range(py.randrange(1, 20)):  # the copy draws; the original does not move
                    assert copy.next64() == ref_copy.next64()
            elif op == 4:
                rng, ref = rng.fork(), OneAtATime(ref.next64())
            else:
                rng = pickle.loads(pickle.dumps(rng))
            assert rng.state == ref.state


def test_a_copy_draws_on_its_own() -> None:
    """A copy continues the same stream without moving the original, mid-batch included."""
    rng = Rng(5)
    for _ in range(7):
        rng.next64()
    copy = rng.copy()
    ahead = [copy.next64() for _ in range(100)]
    assert [rng.next64() for _ in range(100)] == ahead


def test_pickled_as_its_state() -> None:
    """A pickle holds the state, not the outputs computed ahead, and goes on from the same place."""
    rng = Rng(9)
    for _ in range(40):
        rng.next64()
    data = pickle.dumps(rng)
    assert len(data) < 100
    again = pickle.loads(data)
    assert again.state == rng.state
    assert [again.next64() for _ in range(70)] == [rng.next64() for _ in range(70)]


def test_shuffles_are_shuffles_one_after_the_other() -> None:
    """Shuffling several lists at once (their draws computed together) orders each as shuffling them in
    turn does, empty and one-item lists included, and leaves the generator at the same place."""
    py = random.Random(3)
    for seed in range(200):
        sizes = [py.randrange(0, 30) for _ in range(py.randrange(1, 12))]
        together, one_by_one = [list(range(n)) for n in sizes], [list(range(n)) for n in sizes]
        rng, ref = Rng(seed), OneAtATime(seed)
        rng.shuffles(together)
        for items in one_by_one:
            ref.shuffle(items)
        assert together == one_by_one
        assert rng.state == ref.state
