"""Everything that differs between the desktop window and the browser, in one place.

The rest of the game asks this module and never looks at ``sys.platform`` itself:

- ``is_browser()``: running under pygbag (CPython on WebAssembly) in a browser page.
- ``load_text(key)`` / ``save_text(key, text)``: small named text blobs. Desktop: one file per key
  (``<key>.json``) in the user's data folder, checked before it is read (regular, not huge,
  opened non-blocking) and written atomically. Browser: ``window.localStorage``, under names
  prefixed with :data:`BROWSER_PREFIX`. ``set_aside``, ``keep_copy``, ``remove_stale_temp`` and
  ``migrate_browser_key`` keep what could not be read and clean up after killed saves.
- ``detect_language()``: ``"es"``, ``"pt"`` or ``"en"`` from the browser or the desktop locale.
- ``copy_to_clipboard(text)``: desktop ``True``/``False``; browser a :class:`Copy` whose state the
  page settles a few frames later (``copy_state`` reads either).
- ``text_box(rect, text)``: browser only, the page's own text box over a field of the canvas (a
  phone's keyboard, the browser's paste); ``None`` on the desktop.
- ``can_quit()``: whether a "quit" button makes sense (a browser tab is closed by the person).
- ``share_link_code()``: the Diario share code a link opened the page with (browser), or None;
  ``page_address()``: the page's address, which share links start with.
- ``download(name, text)`` / ``pick_file()``: a backup as a file (the browser's download and
  file picker; on the desktop a file in the data folder).

In the browser pygbag injects its own ``platform`` module (``platform.window`` is the page's
``window``), which is why this module is not called ``platform.py``.
"""
from __future__ import annotations

import os
import re
import stat
import sys
import tempfile
from pathlib import Path

APP_DIR_NAME = "truco"
LANGUAGES = ("es", "pt", "en")
DEFAULT_LANGUAGE = "es"

_KEY_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$")


def is_browser() -> bool:
    """True when running inside a browser page (pygbag / Emscripten)."""
    return sys.platform == "emscripten"


def _window():
    """The page's ``window`` object (browser only)."""
    import platform  # pygbag's module in the browser, not the standard library's

    return platform.window


def _check_key(key: str) -> str:
    if not isinstance(key, str) or not _KEY_RE.match(key) or ".." in key:
        raise ValueError(f"invalid storage key: {key!r}")
    return key


# --------------------------------------------------------------------------- desktop files
def data_dir() -> Path:
    """The folder where the desktop game keeps its files (not created here).

    ``$TRUCO_DATA_DIR`` wins (tests use it); then ``%APPDATA%\\truco`` on Windows,
    ``~/Library/Application Support/truco`` on macOS, ``$XDG_DATA_HOME/truco`` or
    ``~/.local/share/truco`` elsewhere.
    """
    override = os.environ.get("TRUCO_DATA_DIR")
    if override:
        return Path(override)
    if sys.platform == "win32":
        base = os.environ.get("APPDATA")
        if base:
            return Path(base) / APP_DIR_NAME
        return Path.home() / "AppData" / "Roaming" / APP_DIR_NAME
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / APP_DIR_NAME
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):
        return Path(xdg) / APP_DIR_NAME
    return Path.home() / ".local" / "share" / APP_DIR_NAME


def data_file(key: str) -> Path:
    """The desktop file that holds ``key``."""
    return data_dir() / f"{_check_key(key)}.json"


def _write_atomically(path: Path, data: bytes) -> None:
    """Write ``data`` to ``path`` so that a crash leaves either the old or the new file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        try:
            dir_fd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(dir_fd)
        except OSError:
            pass
        finally:
            os.close(dir_fd)


# --------------------------------------------------------------------------- storage
#: localStorage is shared by every page of an origin (itch.io serves all its HTML games from one):
#: our keys carry this prefix. Before it, the document lived under the bare key (``"truco"``).
BROWSER_PREFIX = "truco-argentino-mineiro:"
#: The largest saved text read at all (checked before reading). The document itself is capped at
#: about a million characters (``scenes.host.storage``); UTF-8 takes up to four bytes a character.
MAX_BYTES = 4_000_000
#: A temporary file of a save older than this (seconds) belongs to a save that was killed.
STALE_TEMP_SECONDS = 60.0


class StorageProblem(OSError):
    """The saved text exists but cannot be read safely as it is.

    :param reason: ``"unreadable"`` (permissions, I/O), ``"not-regular"`` (a folder, a FIFO, a
        device) or ``"too-big"`` (over :data:`MAX_BYTES`).
    """

    def __init__(self, reason: str, detail: str) -> None:
        super().__init__(f"{reason}: {detail}")
        self.reason = reason
        self.detail = detail


def browser_key(key: str) -> str:
    """The localStorage name of ``key``."""
    return BROWSER_PREFIX + _check_key(key)


def _local_storage():
    return _window().localStorage


def _ls_get(name: str) -> str | None:
    value = _local_storage().getItem(name)
    if value is None:
        return None
    if not isinstance(value, str):
        value = str(value)
        if value in ("null", "undefined"):  # a JS null that crossed the bridge as an object
            return None
    return value


def load_text(key: str) -> str | None:
    """The text saved under ``key``, or ``None`` when there is none.

    On the desktop the file is checked before it is read: it must be a regular file of at most
    :data:`MAX_BYTES`, and it is opened non-blocking (a FIFO never stalls the start). Bytes that
    are not UTF-8 come back as lone surrogates (``surrogateescape``), so ``save_text`` can write
    them back byte for byte.

    :raises StorageProblem: when the storage holds something under ``key`` that cannot be read.
    """
    _check_key(key)
    if is_browser():
        value = _ls_get(browser_key(key))
        if value is not None and len(value) > MAX_BYTES:
            raise StorageProblem("too-big", f"{len(value)} characters")
        return value
    path = data_file(key)
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StorageProblem("unreadable", error.strerror or str(error)) from None
    _check_file(info)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) \
        | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise StorageProblem("unreadable", error.strerror or str(error)) from None
    try:
        _check_file(os.fstat(fd))  # it may have been swapped since the first look
        chunks, size = [], 0
        while size <= MAX_BYTES:
            chunk = os.read(fd, 1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as error:
        if isinstance(error, StorageProblem):
            raise
        raise StorageProblem("unreadable", error.strerror or str(error)) from None
    finally:
        os.close(fd)
    if size > MAX_BYTES:
        raise StorageProblem("too-big", f"over {MAX_BYTES} bytes")
    return b"".join(chunks).decode("utf-8", errors="surrogateescape")


def _check_file(info: os.stat_result) -> None:
    if not stat.S_ISREG(info.st_mode):
        raise StorageProblem("not-regular", "not a regular file")
    if info.st_size > MAX_BYTES:
        raise StorageProblem("too-big", f"{info.st_size} bytes")


def save_text(key: str, text: str) -> None:
    """Store ``text`` under ``key`` (desktop: atomically; browser: localStorage). A lone
    surrogate the device cannot store is written as its JSON escape (:func:`_escape_surrogates`).

    Raises ``OSError`` (desktop) or the browser's error (quota, storage disabled) on failure.
    """
    _check_key(key)
    if not isinstance(text, str):
        raise TypeError("text must be a str")
    if is_browser():
        _local_storage().setItem(browser_key(key), _escape_surrogates(text, browser=True))
        return
    _write_atomically(data_file(key), _escape_surrogates(text, browser=False).encode(
        "utf-8", errors="surrogateescape"))


_LONE = re.compile("[\ud800-\udfff]")
_UNDECODED = re.compile("[\ud800-\udc7f\udd00-\udfff]")  # not surrogateescape's byte range


def _escape_surrogates(text: str, browser: bool) -> str:
    """``text`` with the lone surrogates this device cannot store written as their JSON escapes
    (every text kept is JSON, which reads ``\\ud800`` back as the same string). On the desktop the
    range U+DC80–U+DCFF stays: it is how :func:`load_text` read bytes that were not UTF-8, and it
    is written back as those bytes."""
    found = (_LONE if browser else _UNDECODED).search(text)
    if found is None:
        return text
    return (_LONE if browser else _UNDECODED).sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def set_aside(key: str, tag: str) -> str:
    """Move what is stored under ``key`` out of the way, untouched, and say where it went.

    Desktop: the file (whatever it is) is renamed ``<key>.<tag>-<n>.json`` next to it, without
    being read. Browser: the text is copied to ``<key>.<tag>``.

    :raises OSError: when it cannot be moved (then nothing was changed).
    """
    _check_key(key)
    _check_key(f"{key}.{tag}")
    if is_browser():
        value = _ls_get(browser_key(key))
        if value is None:
            raise FileNotFoundError(key)
        _local_storage().setItem(browser_key(f"{key}.{tag}"), value)
        return f"localStorage[{browser_key(f'{key}.{tag}')!r}]"
    source = data_file(key)
    for n in range(1, 1000):
        target = source.with_name(f"{key}.{tag}-{n}.json")
        if not os.path.lexists(target):
            if hasattr(os, "link") and stat.S_ISREG(os.lstat(source).st_mode):
                # link + unlink never replaces a file that appeared meanwhile
                try:
                    os.link(source, target)
                except FileExistsError:
                    continue
                except OSError:
                    os.rename(source, target)
                    return str(target)
                os.unlink(source)
            else:
                os.rename(source, target)
            return str(target)
    raise OSError(f"too many set-aside copies of {key}")


def keep_copy(key: str, tag: str, text: str) -> str:
    """Write ``text`` under a new key ``<key>.<tag>-<n>`` (desktop) or ``<key>.<tag>`` (browser),
    never over an earlier copy on the desktop; returns where it went."""
    _check_key(f"{key}.{tag}")
    if is_browser():
        save_text(f"{key}.{tag}", text)
        return f"localStorage[{browser_key(f'{key}.{tag}')!r}]"
    for n in range(1, 1000):
        name = f"{key}.{tag}-{n}"
        path = data_file(name)
        if not os.path.lexists(path):
            save_text(name, text)
            return str(path)
    raise OSError(f"too many copies of {key}")


def remove_stale_temp(key: str, now: float | None = None) -> int:
    """Remove the temporary files of saves of ``key`` that were killed before they finished
    (older than :data:`STALE_TEMP_SECONDS`); returns how many. Desktop only."""
    _check_key(key)
    if is_browser():
        return 0
    import time

    now = time.time() if now is None else now
    removed = 0
    folder = data_dir()
    prefix = f".{key}.json."
    try:
        names = os.listdir(folder)
    except OSError:
        return 0
    for name in names:
        if not (name.startswith(prefix) and name.endswith(".tmp")):
            continue
        path = folder / name
        try:
            info = os.lstat(path)
            if stat.S_ISREG(info.st_mode) and now - info.st_mtime > STALE_TEMP_SECONDS:
                os.unlink(path)
                removed += 1
        except OSError:
            pass
    return removed


def migrate_browser_key(key: str, looks_ours) -> bool:
    """Browser only: move a document kept under the bare ``key`` (before :data:`BROWSER_PREFIX`)
    to its prefixed name, when ``looks_ours(text)`` says it is this game's and nothing is stored
    under the new name yet. The old entry is removed only after the new one is written."""
    if not is_browser():
        return False
    storage = _local_storage()
    old = _ls_get(_check_key(key))
    if old is None or _ls_get(browser_key(key)) is not None or not looks_ours(old):
        return False
    storage.setItem(browser_key(key), old)
    if _ls_get(browser_key(key)) == old:
        storage.removeItem(key)
    return True


# --------------------------------------------------------------------------- language
def _language_of(tag) -> str | None:
    """``"es"``/``"pt"``/``"en"`` for a locale tag such as ``es_AR.UTF-8`` or ``pt-BR``."""
    if not isinstance(tag, str):
        return None
    tag = tag.strip().lower()
    if not tag or tag in ("c", "posix") or tag.startswith(("c.", "c_")):
        return None
    head = re.split(r"[-_.@:]", tag, maxsplit=1)[0]
    if head in LANGUAGES:
        return head
    names = {"spanish": "es", "espanol": "es", "español": "es", "portuguese": "pt",
             "portugues": "pt", "português": "pt", "english": "en"}
    return names.get(head)


def detect_language() -> str:
    """The player's language among es/pt/en (browser: navigator.language; desktop: locale)."""
    candidates: list = []
    if is_browser():
        try:
            navigator = _window().navigator
            candidates.append(navigator.language)
            languages = getattr(navigator, "languages", None)
            if languages is not None:
                try:
                    candidates.extend(list(languages)[:8])
                except TypeError:
                    pass
        except Exception:
            pass
    else:
        language_list = os.environ.get("LANGUAGE", "")
        candidates.extend(language_list.split(":"))
        env = [os.environ.get(name, "") for name in ("LC_ALL", "LC_MESSAGES", "LANG")]
        candidates.extend(env)
        if not any(env):
            # Windows and other desktops without locale variables; where they say C/POSIX, Python
            # would answer en_US for C.UTF-8, which is no choice of the person's: keep Spanish.
            try:
                import locale

                candidates.append(locale.getlocale()[0])
            except Exception:
                pass
    for tag in candidates:
        found = _language_of(tag)
        if found:
            return found
    return DEFAULT_LANGUAGE


# --------------------------------------------------------------------------- clipboard, text box
class Copy:
    """A copy handed to the page (browser). ``state`` is ``"pending"`` until the page's answer
    arrives, a frame or a few later, then ``"copied"`` or ``"failed"``; true once copied."""

    def __init__(self, status) -> None:
        self._status = status  # the page's {state: ...} object
        self._state = "pending"

    @property
    def state(self) -> str:
        if self._state == "pending":
            try:
                state = str(self._status.state)
            except Exception:
                state = "failed"
            if state in ("copied", "failed"):
                self._state = state
        return self._state

    def __bool__(self) -> bool:
        return self.state == "copied"


def copy_state(copied) -> str | None:
    """What became of a copy: ``"copied"``, ``"failed"``, ``"pending"``, or None (no copy asked),
    for what :func:`copy_to_clipboard` returned (a bool or a :class:`Copy`)."""
    if copied is None:
        return None
    if isinstance(copied, Copy):
        return copied.state
    return "copied" if copied else "failed"


def copy_to_clipboard(text: str) -> bool | Copy:
    """Put ``text`` on the clipboard.

    Desktop: ``True`` when pygame's clipboard took it (needs the window open), else ``False``.
    Browser: a :class:`Copy`. The page's ``truco_copy`` calls ``navigator.clipboard.writeText``
    and handles its answer itself: the promise is refused inside an iframe without the
    permission (itch.io) and on Safari once the click's frame is over, and an unhandled refusal
    would become an ``alert()`` of pygbag's loader; it then tries the older copy command.
    ``False`` when the page has no ``truco_copy``.
    """
    if not isinstance(text, str):
        return False
    if is_browser():
        try:
            status = _window().truco_copy(text)
        except Exception:
            return False
        return Copy(status) if status is not None else False
    try:
        import pygame

        if not pygame.display.get_init() or pygame.display.get_surface() is None:
            return False
        import pygame.scrap as scrap

        if hasattr(scrap, "put_text"):
            scrap.put_text(text)
            return True
        if not scrap.get_init():
            scrap.init()
        scrap.put(pygame.SCRAP_TEXT, text.encode("utf-8"))
        return True
    except Exception:
        return False


class TextBox:
    """The page's own ``<input>`` laid over a field the game draws (browser).

    A phone shows its keyboard only for a real text box, and in the browser pygame's clipboard is
    not the system's: the box gets the browser's own typing and paste (Ctrl+V, a long press).
    The game reads it every frame and draws the text itself. Failures of the page are ignored
    (the field then just does not change).
    """

    def __init__(self, window) -> None:
        self._window = window

    def read(self) -> str:
        """The box's text now."""
        try:
            value = self._window.truco_field_value()
        except Exception:
            return ""
        return value if isinstance(value, str) else ("" if value is None else str(value))

    def write(self, text: str) -> None:
        """Replace the box's text (after the game changed or filtered it)."""
        try:
            self._window.truco_field_set(text)
        except Exception:
            pass

    def entered(self) -> bool:
        """True once after Enter (or the phone keyboard's done key) was pressed in the box."""
        try:
            return bool(self._window.truco_field_entered())
        except Exception:
            return False

    def paste(self) -> None:
        """Paste the clipboard into the box where the browser allows reading it; else put the
        focus there, so that Ctrl+V or the phone's own paste works."""
        try:
            self._window.truco_field_paste()
        except Exception:
            pass

    def close(self) -> None:
        """Hide the box (the keyboard goes back to the game)."""
        try:
            self._window.truco_field_close()
        except Exception:
            pass


def text_box(rect, text: str = "", kind: str = "code") -> TextBox | None:
    """Browser: the page's text box over ``rect`` (canvas coordinates) holding ``text``;
    ``kind`` says what it is for: ``"code"`` (a Diario code or link), ``"name"`` (the player's
    name: words capitalised, at most 64 characters), ``"backup"`` (a backup's long text).
    ``None`` on the desktop, or when the page has no text box."""
    if not is_browser():
        return None
    try:
        window = _window()
        if not window.truco_field_open(int(rect.x), int(rect.y), int(rect.w), int(rect.h),
                                       str(text), str(kind)):
            return None
    except Exception:
        return None
    return TextBox(window)


# --------------------------------------------------------------------------- the page's window
def page_size() -> tuple[int, int] | None:
    """Browser: the part of the page the canvas may fill (CSS px: the visible part, inside a
    notched phone's safe areas), as the page reports it; None on the desktop or when the page
    says nothing usable."""
    if not is_browser():
        return None
    try:
        window = _window()
    except Exception:
        return None
    try:
        w, _, h = str(window.truco_window_size()).partition("x")
        size = (int(float(w)), int(float(h)))
    except Exception:
        try:
            size = (int(window.innerWidth), int(window.innerHeight))
        except Exception:
            return None
    return size if size[0] > 0 and size[1] > 0 else None


def set_back_wanted(wanted: bool) -> None:
    """Browser: tell the page whether the back button has something to do in the game now (close
    a dialog, pause the table, go back to the menu); when it has not (the menu), back leaves the
    page as usual."""
    if not is_browser():
        return
    try:
        _window().truco_back_wanted(bool(wanted))
    except Exception:
        pass


def take_back() -> int:
    """Browser: how many times the browser's back button (or Android's back gesture) was used
    since the last call; the page keeps the game's page open and counts them. 0 elsewhere."""
    if not is_browser():
        return 0
    try:
        n = int(_window().truco_take_back())
    except Exception:
        return 0
    return max(0, min(n, 10))


# --------------------------------------------------------------------------- quit
def can_quit() -> bool:
    """Whether the game should offer a "quit" button (not in a browser tab)."""
    return not is_browser()


# --------------------------------------------------------------------------- share links
SHARE_CODE_MAX = 2000  # game.daily.sharecode.MAX_CODE_CHARS (the longest code there is)
_SHARE_CODE_RE = re.compile(r"[0-9A-Za-z -]+")


def share_link_code() -> str | None:
    """The share code of the link that opened the page (``<page address>#d=CODE``), or None.

    Browser only: the page takes the query and the fragment out of the address before pygbag's
    loader reads them (it would make arguments of them) and keeps the code for the game as
    ``window.truco_share_code``. None on the desktop, without a code, or when what is there
    cannot be a share code (not text, longer than :data:`SHARE_CODE_MAX`, characters that
    Crockford's base32 never has; spaces and hyphens are allowed, as when a person types one).
    Nothing here checks the code itself: ``game.daily.sharecode`` does.
    """
    if not is_browser():
        return None
    try:
        code = _window().truco_share_code
    except Exception:
        return None
    if not isinstance(code, str) or len(code) > SHARE_CODE_MAX:
        return None
    code = code.strip()
    return code if _SHARE_CODE_RE.fullmatch(code) else None


#: The address of the published page, for the desktop's share links (the browser uses its own).
#: Empty until the game has a home: the desktop's share line then ends with the code alone.
#: ``$TRUCO_PAGE_ADDRESS`` overrides it.
PAGE_ADDRESS = ""
_PAGE_RE = re.compile(r"https?://[^\s#?]{1,300}")


def page_address() -> str:
    """The page that share links open (``<this>#d=CODE``): in the browser the page's own address
    (query and fragment left out), on the desktop ``$TRUCO_PAGE_ADDRESS`` or
    :data:`PAGE_ADDRESS`; "" when none is known or it is not an http(s) address."""
    address = ""
    if is_browser():
        try:
            location = _window().location
            address = f"{location.origin}{location.pathname}"
        except Exception:
            address = ""
    else:
        address = os.environ.get("TRUCO_PAGE_ADDRESS") or PAGE_ADDRESS
    address = str(address).strip()
    return address if _PAGE_RE.fullmatch(address) else ""


# --------------------------------------------------------------------------- files (backups)
def download(name: str, text: str) -> bool:
    """Browser: hand ``text`` to the browser as a file download called ``name``; True when the
    page took it. False on the desktop (the backup screen writes a file there)."""
    if not is_browser():
        return False
    try:
        return bool(_window().truco_download(str(name), str(text)))
    except Exception:
        return False


class Picked:
    """A file the person is choosing in the browser's picker: ``state`` is ``"pending"`` until
    the page's answer arrives, then ``"done"`` (``text`` holds the file's text), ``"none"`` (no
    file chosen) or ``"failed"`` (``why``)."""

    def __init__(self, status) -> None:
        self._status = status

    def _read(self, name: str) -> str:
        try:
            value = getattr(self._status, name)
        except Exception:
            return ""
        return value if isinstance(value, str) else ("" if value is None else str(value))

    @property
    def state(self) -> str:
        state = self._read("state")
        return state if state in ("pending", "done", "none", "failed") else "failed"

    @property
    def text(self) -> str:
        return self._read("text")

    @property
    def why(self) -> str:
        return self._read("why")


def pick_file(max_chars: int) -> Picked | None:
    """Browser: open the browser's file picker for a backup of at most ``max_chars``; None on the
    desktop (a file is dropped on the window there) or when the page cannot."""
    if not is_browser():
        return None
    try:
        status = _window().truco_pick_file(int(max_chars))
    except Exception:
        return None
    return Picked(status) if status is not None else None
