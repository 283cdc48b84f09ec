"""A BoundedCache keeps what it holds within its weight, the least recently used going first."""
from zombiebox.core.bounded_cache import BoundedCache


def test_the_least_recently_used_go_past_the_weight():
    cache = BoundedCache(10, len)
    cache.get("a", lambda: [1] * 4)
    cache.get("b", lambda: [2] * 4)
    assert cache.get("a", lambda: []) == [1] * 4   # a hit: "a" is now the most recent
    cache.get("c", lambda: [3] * 4)                  # 12 > 10: "b" goes
    assert len(cache) == 2 and cache.weight == 8
    assert cache.get("b", lambda: ["made again"]) == ["made again"]


def test_a_value_that_grew_is_weighed_again():
    cache = BoundedCache(10, len)
    old = cache.get("old", lambda: [0] * 3)
    grows = cache.get("grows", lambda: [0] * 3)
    grows.extend([0] * 5)
    cache.reweigh("grows")                           # 3 + 8 > 10: "old" goes, "grows" stays
    assert cache.weight == 8 and len(cache) == 1
    assert cache.get("old", lambda: ["made again"]) is not old


def test_the_newest_value_is_kept_whatever_it_weighs():
    cache = BoundedCache(10, len)
    cache.get("small", lambda: [0])
    big = cache.get("big", lambda: [0] * 50)
    assert len(cache) == 1 and cache.get("big", lambda: []) is big
