"""Tools for developers: ``--autoplay`` (a computer plays your seat through the real screens),
the scene fuzzer and the table's benchmark. The web build leaves the fuzzer and the benchmark out
(they run from a terminal); autoplay ships, as the browser tests drive the game with it."""
