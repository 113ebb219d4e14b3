"""A small Chrome DevTools Protocol client for the browser tests (standard library only).

Chromium is started with ``--remote-debugging-pipe``: it reads commands from file descriptor 3 and
writes answers and events to descriptor 4, one JSON message each, ended by a NUL byte. No
websocket, no package to install.
"""
from __future__ import annotations

import base64
import json
import os
import shutil
import signal
import subprocess
import tempfile
import threading
import time
from pathlib import Path

FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-extensions", "--disable-dev-shm-usage", "--no-default-browser-check",
         "--autoplay-policy=user-gesture-required", "--hide-scrollbars", "--mute-audio",
         "--window-size=1280,720"]


def find_chromium() -> str | None:
    for name in (os.environ.get("CHROMIUM"), "chromium", "chromium-browser", "google-chrome"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


class CDPError(RuntimeError):
    pass


class Browser:
    """One headless Chromium; ``page()`` opens a tab in a fresh, separate profile (its own
    service workers, caches and storage)."""

    def __init__(self, executable: str) -> None:
        self.profile = tempfile.mkdtemp(prefix="truco-chromium-")
        to_chrome_r, to_chrome_w = os.pipe()
        from_chrome_r, from_chrome_w = os.pipe()

        def plumbing():  # in the child: its fds 3 and 4 are the pipe's ends
            os.dup2(to_chrome_r, 3)
            os.dup2(from_chrome_w, 4)

        self.process = subprocess.Popen(
            [executable, *FLAGS, f"--user-data-dir={self.profile}", "--remote-debugging-pipe",
             "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
            preexec_fn=plumbing, close_fds=False, start_new_session=True)
        os.close(to_chrome_r)
        os.close(from_chrome_w)
        self._out = os.fdopen(to_chrome_w, "wb", buffering=0)
        self._in = os.fdopen(from_chrome_r, "rb", buffering=0)
        self._lock = threading.Condition()
        self._next = 0
        self._answers: dict[int, dict] = {}
        self.events: list[dict] = []
        self._closed = False
        self._stderr: list[bytes] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        self.send("Target.setDiscoverTargets", {"discover": True})

    def _drain_stderr(self):
        for line in self.process.stderr:
            self._stderr = (self._stderr + [line])[-200:]

    def _read(self):
        buffer = b""
        while True:
            chunk = self._in.read(1 << 16)
            if not chunk:
                break
            buffer += chunk
            while b"\0" in buffer:
                raw, buffer = buffer.split(b"\0", 1)
                message = json.loads(raw)
                with self._lock:
                    if "id" in message:
                        self._answers[message["id"]] = message
                    else:
                        self.events.append(message)
                    self._lock.notify_all()
        with self._lock:
            self._closed = True
            self._lock.notify_all()

    def stderr_tail(self) -> str:
        return b"".join(self._stderr).decode("utf-8", "replace")[-3000:]

    def send(self, method: str, params: dict | None = None, session: str | None = None,
             timeout: float = 30) -> dict:
        with self._lock:
            self._next += 1
            ident = self._next
        message = {"id": ident, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self._out.write(json.dumps(message).encode() + b"\0")
        deadline = time.monotonic() + timeout
        with self._lock:
            while ident not in self._answers:
                left = deadline - time.monotonic()
                if left <= 0 or self._closed:
                    raise CDPError(f"{method}: no answer ({'closed' if self._closed else 'timeout'})\n"
                                   + self.stderr_tail())
                self._lock.wait(left)
            answer = self._answers.pop(ident)
        if "error" in answer:
            raise CDPError(f"{method}: {answer['error']}")
        return answer.get("result", {})

    def wait_event(self, test, timeout: float = 30, start: int = 0) -> dict:
        """The first event (from index ``start``) for which ``test(event)`` is true."""
        deadline = time.monotonic() + timeout
        with self._lock:
            while True:
                for event in self.events[start:]:
                    if test(event):
                        return event
                left = deadline - time.monotonic()
                if left <= 0:
                    raise CDPError("event not seen in time")
                self._lock.wait(left)

    def page(self, width: int = 1280, height: int = 720) -> "Page":
        context = self.send("Target.createBrowserContext", {"disposeOnDetach": True})
        target = self.send("Target.createTarget", {"url": "about:blank",
                                                   "browserContextId": context["browserContextId"]})
        session = self.send("Target.attachToTarget", {"targetId": target["targetId"],
                                                      "flatten": True})["sessionId"]
        return Page(self, session, target["targetId"], context["browserContextId"], width, height)

    def close(self) -> None:
        try:
            self.send("Browser.close", timeout=5)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            try:
                os.killpg(self.process.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass
            self.process.wait(timeout=10)
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab: its events are the browser's events with its session id."""

    def __init__(self, browser: Browser, session: str, target: str, context: str,
                 width: int, height: int) -> None:
        self.browser = browser
        self.session = session
        self.target = target
        self.context = context
        self.dialogs: list[str] = []
        for domain in ("Page", "Runtime", "Network", "Log"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride", {"width": width, "height": height,
                                                         "deviceScaleFactor": 1, "mobile": False})
        self.mark = len(browser.events)

    def send(self, method: str, params: dict | None = None, timeout: float = 30) -> dict:
        return self.browser.send(method, params, self.session, timeout)

    def my_events(self, method: str | None = None, since: int = 0) -> list[dict]:
        with self.browser._lock:
            events = list(self.browser.events[since:])
        return [e for e in events if e.get("sessionId") == self.session
                and (method is None or e.get("method") == method)]

    def answer_dialogs(self) -> None:
        """Accept any alert()/confirm() (and remember its text): a dialog blocks the page."""
        for event in self.my_events("Page.javascriptDialogOpening", self.mark):
            text = event["params"]["message"]
            if ("seen", id(event)) in self.dialogs:
                continue
            self.dialogs.append(("seen", id(event)))
            self.dialogs.append(text)
            try:
                self.send("Page.handleJavaScriptDialog", {"accept": True}, timeout=5)
            except CDPError:
                pass

    def alerts(self) -> list[str]:
        return [d for d in self.dialogs if isinstance(d, str)]

    def goto(self, url: str) -> None:
        self.send("Page.navigate", {"url": url})

    def evaluate(self, expression: str, timeout: float = 30, context: int | None = None,
                 user_gesture: bool = False):
        """``expression``'s value in the page (or in the execution context ``context``, a frame's)."""
        self.answer_dialogs()
        params = {"expression": expression, "returnByValue": True, "awaitPromise": True,
                  "userGesture": user_gesture}
        if context is not None:
            params["contextId"] = context
        result = self.send("Runtime.evaluate", params, timeout)
        if "exceptionDetails" in result:
            raise CDPError(f"{expression[:80]}: {result['exceptionDetails']}")
        return result["result"].get("value")

    def wait_for(self, expression: str, timeout: float = 30, every: float = 0.05,
                 context: int | None = None):
        """Poll ``expression`` until it is truthy; its value."""
        deadline = time.monotonic() + timeout
        last = None
        while time.monotonic() < deadline:
            try:
                last = self.evaluate(expression, context=context)
            except CDPError:
                last = None
            if last:
                return last
            time.sleep(every)
        raise CDPError(f"not true within {timeout} s: {expression}")

    def add_init_script(self, source: str) -> None:
        """Run ``source`` in every document this tab opens, before the document's own scripts."""
        self.send("Page.addScriptToEvaluateOnNewDocument", {"source": source})

    def frame_context(self, url_prefix: str, timeout: float = 30) -> int:
        """The execution context of the (same-process) frame whose address starts with
        ``url_prefix``: for ``evaluate(..., context=...)``."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            frames = []

            def walk(node):
                frames.append(node["frame"])
                for child in node.get("childFrames", []):
                    walk(child)

            walk(self.send("Page.getFrameTree")["frameTree"])
            ids = {f["id"] for f in frames if f.get("url", "").startswith(url_prefix)}
            contexts = [e["params"]["context"] for e in self.my_events("Runtime.executionContextCreated")]
            destroyed = {e["params"]["executionContextId"]
                         for e in self.my_events("Runtime.executionContextDestroyed")}
            for context in reversed(contexts):
                aux = context.get("auxData", {})
                if aux.get("frameId") in ids and aux.get("isDefault") and context["id"] not in destroyed:
                    return context["id"]
            time.sleep(0.1)
        raise CDPError(f"no frame at {url_prefix}")

    def lifecycle(self, state: str) -> None:
        """``"frozen"`` (as a browser freezes a background tab: no task runs) or ``"active"``."""
        self.send("Page.setWebLifecycleState", {"state": state})

    def screenshot(self, path: str | Path) -> Path:
        data = self.send("Page.captureScreenshot", {"format": "png"})["data"]
        path = Path(path)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(base64.b64decode(data))
        return path

    def click(self, x: float, y: float) -> None:
        for kind in ("mousePressed", "mouseReleased"):
            self.mouse(kind, x, y)

    def mouse(self, kind: str, x: float, y: float) -> None:
        """One mouse event: ``mousePressed``, ``mouseReleased`` or ``mouseMoved``."""
        params = {"type": kind, "x": x, "y": y}
        if kind != "mouseMoved":
            params.update(button="left", clickCount=1)
        self.send("Input.dispatchMouseEvent", params)

    def touch(self, kind: str, x: float = 0, y: float = 0) -> None:
        """One touch event: ``touchStart``, ``touchEnd`` (one finger at x, y)."""
        points = [] if kind == "touchEnd" else [{"x": x, "y": y}]
        self.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    def center(self, selector: str) -> tuple[float, float]:
        return tuple(self.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)})"
            ".getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; })()"))

    def click_element(self, selector: str) -> None:
        self.click(*self.center(selector))

    def key(self, key: str, code: str, keycode: int, text: str = "") -> None:
        base = {"key": key, "code": code, "windowsVirtualKeyCode": keycode}
        self.send("Input.dispatchKeyEvent", dict(base, type="keyDown", text=text) if text
                  else dict(base, type="rawKeyDown"))
        self.send("Input.dispatchKeyEvent", dict(base, type="keyUp"))

    def close(self) -> None:
        try:
            self.browser.send("Target.disposeBrowserContext", {"browserContextId": self.context},
                              timeout=10)
        except CDPError:
            pass
