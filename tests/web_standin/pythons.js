"use strict";
// A stand-in for pygbag 0.9.3's loader (pythons.js on pygbag's CDN), written for Truco's browser
// tests from a reading of the real one (pygame-web/cdn, 0.9.3/pythons.js). No Python runs here:
// what pygbag's Python start-up would do is played in JavaScript at the end of this file.
//
// Copied from the real loader, in its order:
//   at load:   the charset check, and an alert() for every uncaught error and unhandled rejection;
//   auto_start(): the <script type=module src=...pythons.js> found, its text kept; auto_conf():
//              the page's query and fragment glued onto the script's address and parsed as the
//              real one parses them (rsplit, "&" and "%20", decodeURI that may throw), the
//              interpreter named by a first argument containing "py", config.cdn/pydigits/
//              executable/archive/debug/interactive as the real one works them out, PyConfig;
//   on "load": window.Module = vm, #debug read from window.top's fragment, feat_lifecycle (the
//              canvas takes the focus on window focus and, after a blur, on mouseenter),
//              feat_snd (MM.UME, the empty.ogg autoplay probe retried every 2 s), feat_gui,
//              custom_onload(debug_hidden), window_resize(), the interpreter's script added;
//   postrun:   <cdn>cpythonrc.py fetched (its failure only logged), run_pyrc(): PyConfig handed to
//              Python inside a """...""" string literal, then import_site().
// What Python does next (cpythonrc.py, pygbag's aio/pep0723.py, the page's block) is in
// standin_python() below. Everything a test needs to see is in window.standin.

const module_name = "pythons.js"

var config = window.config || {}
window.config = config

window.standin = { argv: null, orig_argv: null, env: {}, python: "", fetched_by_python: [] }

if (document.characterSet.toLowerCase() !== "utf-8")
    alert("Host page encoding must be set to UTF-8 with tag :  meta charset=utf-8")

window.addEventListener("error", function (e) {
    alert("Error occurred: " + (e.error && e.error.message))
    return false
})

window.addEventListener("unhandledrejection", function (e) {
    alert("Rejection occurred: " + (e.reason && e.reason.message))
})

String.prototype.rsplit = function (sep, maxsplit) {  // the real loader's, as it is
    var result = []
    var src = this
    var nullsep = false
    if ((sep === undefined) || (sep === null) || (!sep)) {
        sep = " "
        nullsep = true
        src = src.replaceAll(sep + sep, sep)
        src = src.replaceAll(sep + sep, sep)
    }
    if (nullsep && !src)
        return []
    if (maxsplit === 0)
        return [src]
    maxsplit = maxsplit || -1
    var data = src.split(sep)
    if (!maxsplit || (maxsplit < 0) || (data.length == maxsplit + 1))
        return data
    while (data.length && (result.length < maxsplit)) {
        result.push(data.pop())
    }
    if (result.length) {
        result.reverse()
        if (data.length > 1) {
            return [data.join(sep), ...result]
        }
        return result
    }
    return [this]
}

function jsimport(url) {
    const loader = document.createElement("script")
    loader.setAttribute("type", "text/javascript")
    loader.setAttribute("src", url)
    loader.setAttribute("async", true)
    document.head.appendChild(loader)
}
window.jsimport = jsimport

function is_iframe() {
    try {
        return window.self !== window.top
    } catch (e) {
        return true
    }
}

function checkStatus(response) {
    if (!response.ok) {
        response.error = new Error(`HTTP ${response.status} - ${response.statusText}`)
        return null
    }
    return response
}

function prerun(VM) {
    VM.arguments.push(VM.APK)
}

async function postrun(vm) {
    window.python = vm
    window.VM = vm
    const pyrc_url = vm.config.cdn + vm.script.interpreter + "rc.py"
    await fetch(pyrc_url, {})
        .then(response => checkStatus(response) && response.arrayBuffer())
        .then(buffer => run_pyrc(new Uint8Array(buffer)))
        .catch(x => console.error("VM.postrun: error:", x))
}

const vm = {
    APK: "org.python",
    arguments: [],
    cpy_argv: [],
    sys_argv: [],
    script: {},
    standin: true,
    setStatus: function (text) {  // the real one, less its spinner
        const statusElement = document.getElementById("status") || {}
        const progressElement = document.getElementById("progress") || {}
        if (text == "hide") {
            progressElement.value = null
            progressElement.max = null
            progressElement.hidden = true
            statusElement.innerHTML = ""
            return
        }
        if (!this.setStatus.last)
            this.setStatus.last = { time: Date.now(), text: "" }
        if (text === this.setStatus.last.text)
            return
        var m = text.match(/([^(]+)\((\d+(\.\d+)?)\/(\d+)\)/)
        var now = Date.now()
        if (m && now - this.setStatus.last.time < 30)
            return
        this.setStatus.last.time = now
        this.setStatus.last.text = text
        if (m) {
            text = m[1]
            progressElement.value = (parseInt(m[2]) / parseInt(m[4])) * 100
            progressElement.hidden = false
        } else {
            progressElement.value = null
            progressElement.max = null
            progressElement.hidden = true
        }
        statusElement.innerHTML = text
    },
    locateFile: function (path, prefix) {
        if (path == "main.data")
            return (config.cdn || "") + `${vm.script.interpreter}${config.pydigits}/${path}`
        return prefix + path
    },
    preRun: [prerun],
    postRun: [postrun],
}

// ------------------------------------------------------------------ DOM features
function focus_handler(ev) {  // the real one, less its music queue
    if (!window.canvas)
        return
    if (ev.type == "click") {
        canvas.removeEventListener("click", MM.focus_handler)
        canvas.focus()
        return
    }
    if (ev.type == "mouseenter") {
        canvas.focus()
        canvas.removeEventListener("mouseenter", MM.focus_handler)
        return
    }
    if (ev.type == "focus") {
        canvas.focus()
        return
    }
    if (ev.type == "blur") {
        try {
            canvas.removeEventListener("click", MM.focus_handler)
        } catch (x) {}
        canvas.addEventListener("click", MM.focus_handler)
        canvas.addEventListener("mouseenter", MM.focus_handler)
        return
    }
}

function feat_lifecycle() {
    window.addEventListener("focus", MM.focus_handler)
    window.addEventListener("blur", MM.focus_handler)
}

function feat_gui() {
    var canvas2d = document.getElementById("canvas")
    var canvas3d = document.getElementById("canvas3d")
    if (!canvas3d) {
        canvas3d = document.createElement("canvas")
        canvas3d.id = "canvas3d"
        canvas3d.width = canvas3d.height = 128
        document.body.appendChild(canvas3d)
    }
    vm.canvas2d = canvas2d
    vm.canvas3d = canvas3d
    canvas2d.addEventListener("click", MM.focus_handler)
    globalThis.window_resize = function () { setTimeout(window.focus, 100) }
    window.addEventListener("resize", window_resize)
    vm.canvas = canvas2d
}

window.MM = { UME: true, tracks: 0, focus_handler: focus_handler }

function MM_play(track) {
    const prom = track.media.play()
    if (prom) {
        prom.then(() => { MM.UME = true }).catch(() => {
            MM.UME = false
            if (track.test && track.test > 0) {
                track.test += 1
                setTimeout(MM_play, 2000, track)
            }
        })
    }
}

function feat_snd() {
    MM.UME = !vm.config.ume_block
    if (!MM.UME)
        MM_play({ auto: 1, test: 1, media: new Audio(config.cdn + "empty.ogg") })
}

async function onload() {
    var debug_hidden = true
    window.Module = vm
    var debug_user
    try {
        debug_user = window.top.location.hash.search("#debug") >= 0
    } catch (x) {
        debug_user = false
    }
    const debug_dev = vm.PyConfig.orig_argv.includes("-X dev") || vm.PyConfig.orig_argv.includes("-i")
    if (debug_user || debug_dev) {
        debug_hidden = false
        vm.config.debug = true
        vm.config.gui_divider = is_iframe() ? 3 : (vm.config.gui_divider || 2)
    }
    feat_lifecycle()
    for (const feature of vm.config.features) {
        if (feature.startsWith("snd")) feat_snd()
        if (feature.startsWith("gui")) feat_gui()
    }
    if (window.custom_onload) window.custom_onload(debug_hidden)
    if (window.window_resize) window_resize(vm.config.gui_divider)
    jsimport(config.executable)
}

// ------------------------------------------------------------------ start: the address parsed
function auto_conf(cfg) {  // the real one's parsing, line for line
    var url = cfg.url
    var elems
    elems = url.rsplit("#", 1)
    url = elems.shift()
    elems = url.rsplit("?", 1)
    url = elems.shift()
    if (url.endsWith(module_name)) {
        url = url + (window.location.search || "?") + (window.location.hash || "#")
    }
    elems = url.rsplit("#", 1)
    url = elems.shift()
    if (elems.length)
        for (const arg of elems.pop().split("%20")) {
            vm.sys_argv.push(decodeURI(arg))
        }
    elems = url.rsplit("?", 1)
    url = elems.shift()
    if (elems.length)
        for (const arg of elems.pop().split("&")) {
            vm.cpy_argv.push(decodeURI(arg))
        }

    const default_version = "3.12"
    var pystr = "python" + default_version
    if (vm.cpy_argv.length && (vm.cpy_argv[0].search("py") >= 0)) {
        pystr = vm.cpy_argv[0]
    } else {
        if (cfg.python && (cfg.python.search("py") >= 0)) {
            pystr = cfg.python
        }
    }
    if (pystr.search("cpython3") >= 0) {
        vm.script.interpreter = "cpython"
        config.PYBUILD = pystr.substr(7) || default_version
    } else if (pystr.search("python3") >= 0) {
        vm.script.interpreter = "cpython"
        config.PYBUILD = pystr.substr(6) || default_version
    } else if (pystr.search("pkpy") >= 0) {
        vm.script.interpreter = "pkpy"
        config.PYBUILD = pystr.substr(4) || "1.4"
    } else if (pystr.search("wapy") >= 0) {
        vm.script.interpreter = "wapy"
        config.PYBUILD = pystr.substr(4) || "3.4"
    } else {
        vm.script.interpreter = config.python || "cpython"
        config.PYBUILD = pystr.substr(7) || default_version
    }
    if ((location.hostname === "localhost") || cfg.module) {
        config.cdn = url.split("?", 1)[0].replace(module_name, "")
    }
    config.cdn = config.cdn || url.split(module_name, 1)[0]
    config.pydigits = config.pydigits || config.PYBUILD.replace(".", "")
    config.executable = config.executable || `${config.cdn}${vm.script.interpreter}${config.pydigits}/main.js`
    config.xtermjs = config.xtermjs || 0
    config.archive = config.archive || (location.search.search(".apk") >= 0)
    config.debug = config.debug || (location.hash.search("#debug") >= 0)
    config.interactive = config.interactive || (location.search.search("-i") >= 0)
    config.gui_debug = config.gui_debug || 2
    config.can_close = config.can_close || 0
    config.autorun = config.autorun || 0
    config.features = config.features || cfg.os.split(",")
    if (config.ume_block === undefined) config.ume_block = 1

    vm.PyConfig = JSON.parse(`
        {
            "isolated" : 0,
            "parse_argv" : 0,
            "run_filename" : "main.py",
            "executable" : "${config.executable}",
            "interactive" : ${config.interactive},
            "prefix" : "/data/data/org.python/assets/site-packages"
        }`)
    vm.PyConfig.argv = vm.sys_argv
    vm.PyConfig.orig_argv = vm.cpy_argv
    vm.config = config
    window.standin.argv = vm.sys_argv.slice()
    window.standin.orig_argv = vm.cpy_argv.slice()
    window.standin.interpreter = vm.script.interpreter
}

function auto_start() {
    for (const script of document.getElementsByTagName("script")) {
        if (script.type == "module" && script.src.search(module_name) >= 0) {
            const cfg = { module: false, python: script.dataset.python, url: script.src,
                          os: script.dataset.os || "gui", text: script.text, id: script.id }
            auto_conf(cfg)
            vm.script.blocks = [script.text]
            window.addEventListener("load", onload)
            return
        }
    }
    console.error("stand-in pythons.js: no script of mine in the page")
}

// ------------------------------------------------------------------ run_pyrc: into Python
// The real run_pyrc() writes `PyConfig = json.loads("""${JSON.stringify(python.PyConfig)}""")`
// into the code it hands the interpreter: Python reads the JSON through a string literal, whose
// backslash escapes it decodes first (an argument holding a quote breaks the JSON).
function python_string_literal(text) {
    if (text.includes('"""')) throw new SyntaxError("the string literal ends early")
    const simple = { "\\": "\\", "'": "'", '"': '"', a: "\x07", b: "\b", f: "\f", n: "\n", r: "\r",
                     t: "\t", v: "\v", "\n": "" }
    return text.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|[\s\S])/g,
        (all, esc) => {
            if (esc in simple) return simple[esc]
            if ("xuU".includes(esc[0]) && esc.length > 1) return String.fromCodePoint(parseInt(esc.slice(1), 16))
            if (/^[0-7]/.test(esc)) return String.fromCharCode(parseInt(esc, 8))
            if (esc[0] === "N") throw new SyntaxError("unknown Unicode character name")
            return all
        })
}

async function run_pyrc(content) {
    let PyConfig
    try {
        PyConfig = JSON.parse(python_string_literal(JSON.stringify(vm.PyConfig)))
    } catch (error) {
        window.standin.python = "PyConfig unreadable: " + error
        console.error("stand-in: Python stops before import_site():", error)
        return
    }
    window.standin.python = "running"
    standin_python(PyConfig)
}

// ------------------------------------------------------------------ what Python does
// pygbag's cpythonrc.py, then import_site(): the page's block (its __main__.py) is sourced, then
// the arguments are looked at for something else to run. Network: pygbag's fopen() fetches with
// {redirect: "follow", credentials: "omit"} and never raises (a failed download reads as empty);
// wget is a synchronous XHR.
const PKG_BASE_DEFAULT = "https://pygame-web.github.io/cdn/"  // pep0723.py; here the stand-in CDN

function cdn_root() {
    return config.cdn.replace(/[0-9.]+\/$/, "")
}

async function fopen(url) {
    window.standin.fetched_by_python.push(String(url))
    try {
        const response = await fetch(url, { redirect: "follow", credentials: "omit" })
        if (!response.ok) return new Uint8Array(0)
        return new Uint8Array(await response.arrayBuffer())
    } catch (error) {
        return new Uint8Array(0)
    }
}

function wget(url) {
    window.standin.fetched_by_python.push(String(url))
    try {
        const xhr = new XMLHttpRequest()
        xhr.open("GET", url, false)
        xhr.send(null)
    } catch (error) {}
}

function page(hook, ...args) {
    if (window[hook]) return window[hook](...args)
    console.warn("stand-in: the page has no", hook)
}

function sleep(ms) { return new Promise((resolve) => setTimeout(resolve, ms)) }

function is_zip_with(bytes, name) {
    if (bytes.length < 22 || bytes[0] != 0x50 || bytes[1] != 0x4b || bytes[2] != 3 || bytes[3] != 4)
        return false
    let text = ""
    for (let i = Math.max(0, bytes.length - 65536); i < bytes.length; i++)
        text += String.fromCharCode(bytes[i])
    return text.indexOf(name) >= 0
}

async function sha256(bytes) {
    const digest = await crypto.subtle.digest("SHA-256", bytes)
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("")
}

function draw_first_frame() {
    const canvas = document.getElementById("canvas")
    const g = canvas.getContext("2d")
    const light = g.createRadialGradient(640, 360, 40, 640, 360, 700)
    light.addColorStop(0, "#1d7a52")
    light.addColorStop(1, "#0b4a30")
    g.fillStyle = light
    g.fillRect(0, 0, canvas.width, canvas.height)
    g.strokeStyle = "#7a4a1c"
    g.lineWidth = 14
    g.strokeRect(7, 7, canvas.width - 14, canvas.height - 14)
    for (let i = 0; i < 3; i++) {
        g.fillStyle = "#f6ecd0"
        g.fillRect(470 + i * 120, 470, 110, 170)
        g.strokeStyle = "#a8753a"
        g.lineWidth = 3
        g.strokeRect(470 + i * 120, 470, 110, 170)
    }
    g.fillStyle = "#f5e6be"
    g.font = "bold 40px sans-serif"
    g.textAlign = "center"
    g.fillText("stand-in runtime: the game draws here", 640, 330)
}

// the page's block (index.html): custom_site(), step by step, as the page's Python does it
async function page_block() {
    const block = vm.script.blocks[0]
    if (!block.includes("async def custom_site()"))
        return console.error("stand-in: this page has no custom_site()")
    page("truco_status", "Descargando el juego…", 55)
    const apk = await fopen(config.archive + ".apk")
    page("truco_status", "Desempaquetando…", 62)
    if (!is_zip_with(apk, "assets/main.py"))
        return page("truco_failed", "apk", `${config.archive}.apk: BadZipFile: File is not a zip file`)
    const expected = (/APK_SHA256 = "([0-9a-f]{64})"/.exec(block) || [])[1]
    if (expected && await sha256(apk) !== expected)
        return page("truco_failed", "build", `${config.archive}.apk is not the one this page was built with`)
    page("truco_status", "Preparando las cartas…", 68)
    page("truco_status", "Descargando pygame…", 74)
    // pep0723.py: the index (from $PYGPI when set), then pygame's wheel; both failures swallowed
    const repo = window.standin.env.PYGPI || cdn_root()
    let index = null
    try {
        index = JSON.parse(new TextDecoder().decode(await fopen(`${repo}index-0.9.3-cp312.json`)))
    } catch (error) {
        console.warn("stand-in: 213: malformed json index", error)
    }
    let installed = false
    if (index && index.pygame) {
        const base = window.standin.env.PYGPI || index["-CDN-"]
        const wheel = base + index.pygame.replaceAll("<abi>", "cp312").replace("<api>", "wasm32_bi_emscripten")
        installed = is_zip_with(await fopen(wheel), "METADATA")
    }
    // the page's check: importlib.util.find_spec("pygame")
    if (!installed)
        return page("truco_failed", "runtime", "pygame is not installed: pygbag's package index or " +
                    "pygame's wheel could not be downloaded (see the console)")
    page("truco_offline_cache")
    if (!window.MM.UME) {
        page("truco_ask_for_tap")
        while (!window.MM.UME) await sleep(100)
    }
    window.standin.main_py = true
    draw_first_frame()
    page("truco_started")
    page("truco_offline_cache")
}

async function standin_python(PyConfig) {
    // cpythonrc.py: sys.argv from PyConfig.argv; "k=v" parts of orig_argv are the environment
    const argv = PyConfig.argv || []
    for (const arg of PyConfig.orig_argv) {
        if (arg.includes("=")) {
            const at = arg.indexOf("=")
            window.standin.env[arg.slice(0, at)] = arg.slice(at + 1)
        }
    }
    // import_site(): shell.source(__main__.py), the page's block; its asyncio.run() returns at once
    page_block()
    await sleep(0)
    // ... then "NOW CHECK OTHER SOURCES": sys.argv[0], or the last of orig_argv
    const is_py = (argv[0] || "").endsWith(".py")
    const source = (argv[0] == "main.py" || !is_py) ? PyConfig.orig_argv[PyConfig.orig_argv.length - 1] : argv[0]
    if (!source) return
    const ext = String(source).rsplit(".").pop().toLowerCase()
    if (ext == "py") {
        wget(source)
    } else if (["zip", "gz", "tar", "apk", "jar"].includes(ext)) {
        await fopen(source)
    } else if (String(source).startsWith("http")) {
        wget(source)
    }
}

auto_start()
