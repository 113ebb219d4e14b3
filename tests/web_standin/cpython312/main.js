"use strict";
// A stand-in for pygbag 0.9.3's CPython interpreter (cpython312/main.js, main.wasm, main.data),
// written for Truco's browser tests. No Python runs here. It fetches what the real one fetches, in
// the same order and the same way, and calls the page's hooks as the page's Python block does
// (tests/pygbag_host.py runs that block itself, under pygbag's own Python code):
//   emscripten: main.wasm with fetch() (CORS, instantiateStreaming), main.data with XHR and
//     Module.setStatus("Downloading data... (n/m)"), "Running...", then ""; a failure calls
//     Module.onAbort(what) as emscripten's abort() does;
//   pythons.js's postrun: <cdn>cpythonrc.py;
//   pygbag's cpythonrc.py: the CDN's package index (<cdn>/../index-0.9.3-cp312.json);
//   the page's block: truco.apk (same origin; checked as a zip holding assets/main.py), pygame's
//     wheel from the index, truco_offline_cache(), the tap prompt until MM.UME, then "main.py":
//     a frame drawn on #canvas and truco_started().
(function () {
    const Module = window.Module
    const config = window.config
    const here = document.currentScript.src.replace(/main\.js$/, "")
    const cdnRoot = config.cdn.replace(/[0-9.]+\/$/, "")

    function abort(what) {
        if (Module.onAbort) Module.onAbort(what)
        throw new Error("Aborted(" + what + ")")
    }

    function page(hook, ...args) {
        if (window[hook]) return window[hook](...args)
        console.warn("stand-in: the page has no", hook)
    }

    function sleep(ms) { return new Promise((resolve) => setTimeout(resolve, ms)) }

    function loadData(url) {
        return new Promise((resolve, reject) => {
            const xhr = new XMLHttpRequest()
            xhr.open("GET", url, true)
            xhr.responseType = "arraybuffer"
            xhr.onprogress = (event) => {
                if (event.lengthComputable)
                    Module.setStatus(`Downloading data... (${event.loaded}/${event.total})`)
            }
            xhr.onload = () => {
                if (xhr.status == 200 || (xhr.status == 0 && xhr.response)) resolve(xhr.response)
                else reject(new Error(xhr.statusText + " : " + xhr.responseURL))
            }
            xhr.onerror = () => reject(new Error("NetworkError for: " + url))
            xhr.send(null)
        })
    }

    function isZipWith(bytes, name) {
        if (bytes.length < 22 || bytes[0] != 0x50 || bytes[1] != 0x4b || bytes[2] != 3 || bytes[3] != 4)
            return false
        let text = ""
        for (let i = Math.max(0, bytes.length - 65536); i < bytes.length; i++)
            text += String.fromCharCode(bytes[i])
        return text.indexOf(name) >= 0
    }

    async function fetchBytes(url) {
        const response = await fetch(url, { redirect: "follow", credentials: "omit" })
        if (!response.ok) throw new Error(`HTTP ${response.status} - ${response.statusText}`)
        return new Uint8Array(await response.arrayBuffer())
    }

    async function pageBlock() {
        // what the page's custom_site() reports, step by step
        page("truco_status", "Descargando el juego…", 55)
        let apk
        try {
            apk = await fetchBytes(config.archive + ".apk")
        } catch (error) {
            page("truco_failed", "apk", `${config.archive}.apk: FileNotFoundError: ${error.message}`)
            return
        }
        page("truco_status", "Desempaquetando…", 62)
        if (!isZipWith(apk, "assets/main.py")) {
            page("truco_failed", "apk", `${config.archive}.apk: BadZipFile: File is not a zip file`)
            return
        }
        page("truco_status", "Preparando las cartas…", 68)
        page("truco_status", "Descargando pygame…", 74)
        try {
            const index = JSON.parse(await (await fetch(cdnRoot + "index-0.9.3-cp312.json")).text())
            const wheel = index["-CDN-"] + index["pygame"].replaceAll("<abi>", "cp312")
                .replace("<api>", "wasm32_bi_emscripten")
            if (!isZipWith(await fetchBytes(wheel), "METADATA")) throw new Error("not a wheel")
        } catch (error) {
            page("truco_failed", "runtime", "main.py's dependencies: " + error)
            return
        }
        page("truco_offline_cache")
        if (!window.MM.UME) {
            page("truco_ask_for_tap")
            while (!window.MM.UME) await sleep(100)
        }
        drawFirstFrame()
        page("truco_started")
        page("truco_offline_cache")
    }

    function drawFirstFrame() {
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

    async function main() {
        Module.setStatus("Downloading data...")
        try {
            const response = await fetch(Module.locateFile("main.wasm", here), { credentials: "same-origin" })
            if (!response.ok) throw new Error(`failed to load wasm binary file at '${response.url}'`)
            await WebAssembly.instantiateStreaming(response, {})
        } catch (error) {
            abort("both async and sync fetching of the wasm failed: " + error)
        }
        try {
            await loadData(Module.locateFile("main.data", here))
        } catch (error) {
            abort(String(error))
        }
        Module.setStatus("Running...")
        await sleep(50)
        Module.setStatus("")
        // pythons.js's postrun()
        const rc = await fetch(config.cdn + Module.script.interpreter + "rc.py", {})
        if (!rc.ok) return console.error("VM.postrun: error:", rc.status)
        await rc.arrayBuffer()
        if (!Module.script.blocks[0].includes("async def custom_site()"))
            return console.error("stand-in: this page has no custom_site()")
        // cpythonrc.py: the package index, then the page's block
        await fetch(cdnRoot + "index-0.9.3-cp312.json")
        await pageBlock()
    }

    main()
})()
