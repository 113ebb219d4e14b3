"""Tools for developers: ``--autoplay`` (a computer plays your seat through the real screens),
the scene fuzzer and the table's benchmark."""
