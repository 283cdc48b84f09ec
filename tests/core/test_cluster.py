"""simulate and duel on Dask (core/cluster.py): the same outcomes as on one process."""
import pytest

from zombiebox.cli import main
from zombiebox.core import registry
from zombiebox.core.cluster import simulate_on
from zombiebox.core.duel import duel
from zombiebox.core.simulate import simulate


def test_without_dask_the_cluster_is_refused_in_one_line(monkeypatch, capsys):
    import builtins
    real_import = builtins.__import__

    def no_dask(name, *args, **kwargs):
        if name.startswith("dask"):
            raise ImportError(name)
        return real_import(name, *args, **kwargs)
    monkeypatch.setattr(builtins, "__import__", no_dask)
    code = main(["simulate", "avz", "--games", "2", "--cluster", "local"])
    assert code == 2 and "pip install 'zombiebox[cluster]'" in capsys.readouterr().err


def test_a_local_cluster_plays_the_same_games_as_one_process():
    pytest.importorskip("dask.distributed")
    avz = registry.get("avz")
    on_cluster = simulate_on(avz, 6, seed=3, jobs=2, cluster="local")
    alone = simulate(avz, 6, seed=3)
    assert (on_cluster.games, on_cluster.outcomes, on_cluster.decisions) == (alone.games, alone.outcomes, alone.decisions)
    paired = duel(avz, "zombies", "easy", "normal", 4, seed=2, jobs=2, cluster="local")
    alone = duel(avz, "zombies", "easy", "normal", 4, seed=2)
    assert [(p.seed, p.a_won, p.b_won) for p in paired.pairs] == [(p.seed, p.a_won, p.b_won) for p in alone.pairs]
    assert paired.where.startswith("Dask LocalCluster")
