"""Long calls (perft, search) release the GIL: Python threads run alongside them."""
import threading
import time

import skazka


def count_while(call):
    """How often another Python thread counts while `call` runs in a thread."""
    ticks = 0
    done = threading.Event()
    result = {}

    def work():
        result["value"] = call()
        done.set()

    worker = threading.Thread(target=work)
    worker.start()
    while not done.is_set():
        ticks += 1
        time.sleep(0.001)
    worker.join()
    return ticks, result["value"]


def test_perft_releases_the_gil_so_python_threads_run_alongside():
    board = skazka.Board()
    started = time.perf_counter()
    ticks, nodes = count_while(lambda: board.perft(6))
    elapsed = time.perf_counter() - started
    assert nodes == 119060324
    # A thread that held the GIL would let the counter run only between calls; here it runs
    # all the while (about one tick a millisecond).
    assert elapsed > 0.05
    assert ticks >= 10, (ticks, elapsed)


def test_search_releases_the_gil_so_python_threads_run_alongside():
    board = skazka.Board("capablanca")
    ticks, best = count_while(lambda: board.search(movetime=0.3))
    assert best in board.legal_moves
    assert ticks >= 10, ticks


def test_module_perft_releases_the_gil():
    ticks, nodes = count_while(lambda: skazka.perft("chess", "startpos", [], 5))
    assert nodes == 4865609
    assert ticks >= 10, ticks
