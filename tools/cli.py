"""What the command-line tools share: writing their output, and ending quietly with a non-zero
status when it cannot be written (a reader that went away, ``| head -1``; a full disk,
``>/dev/full``; a closed stdout, ``>&-``), as Unix tools do.

Every tool writes through :func:`say` and is started by :func:`run`::

    if __name__ == "__main__":
        run(main)
"""
from __future__ import annotations

import argparse
import os
import sys
from typing import Callable, NoReturn, TextIO

from game.errors import clip

#: The exit status of a tool whose output could not be written.
OUTPUT_FAILED = 1


class OutputClosed(Exception):
    """Standard output cannot be written."""


def say(text: str = "", out: TextIO | None = None) -> None:
    """Write one line to ``out`` (standard output by default) and flush it.

    :raises OutputClosed: when the line cannot be written, or only part of it.
    """
    out = out or sys.stdout
    if out is None:
        raise OutputClosed("standard output is closed")
    line = text + "\n"
    try:
        binary = getattr(out, "buffer", None)
        if binary is None:
            out.write(line)
        else:
            # Write the bytes ourselves, to the last one: with PYTHONUNBUFFERED the text layer
            # drops what a partial write (a reader gone mid-line) leaves, and says nothing.
            out.flush()
            data = memoryview(line.encode(out.encoding or "utf-8", "replace"))
            while data:
                n = binary.write(data)
                if not n:
                    raise OutputClosed("standard output takes no more")
                data = data[n:]
        out.flush()
    except (OSError, ValueError) as exc:  # EPIPE, ENOSPC, EBADF...; ValueError: a closed file object
        raise OutputClosed(str(exc)) from None


def warn(text: str) -> None:
    """Write one line to standard error if it can be written; never fails."""
    err = sys.stderr
    if err is None:
        return
    try:
        err.write(text + "\n")
        err.flush()
    except (OSError, ValueError):
        pass


class Parser(argparse.ArgumentParser):
    """An argument parser that refuses bad arguments with one line on stderr (not the whole
    usage) and status 2, and whose ``--help`` fails like any output that cannot be written."""

    def error(self, message: str) -> NoReturn:
        warn(f"{self.prog}: error: {clip(message, 200)} (see {self.prog} --help)")
        self.exit(2)

    def _print_message(self, message: str, file=None) -> None:
        if not message:
            return
        if file is None or file is sys.stdout:
            say(message.rstrip("\n"))
        else:
            warn(message.rstrip("\n"))


def _discard_stdout() -> None:
    """Point file descriptor 1 at the null device, so the interpreter's last flush at exit
    cannot fail again and print "Exception ignored ..."."""
    out = sys.stdout
    if out is None:
        return
    try:
        fd = out.fileno()
        null = os.open(os.devnull, os.O_WRONLY)
    except (OSError, ValueError, AttributeError):
        return
    try:
        os.dup2(null, fd)
    except OSError:
        pass
    finally:
        os.close(null)


def run(main: Callable[[], int]) -> NoReturn:
    """Exit with ``main()``'s status, or quietly with :data:`OUTPUT_FAILED` when its output
    cannot be written."""
    try:
        status = main()
    except OutputClosed:
        _discard_stdout()
        status = OUTPUT_FAILED
    sys.exit(status)
