"use strict";
// A stand-in for pygbag 0.9.3's CPython interpreter (cpython312/main.js, an emscripten build, with
// main.wasm and main.data), written for Truco's browser tests from a reading of the real main.js.
// No Python runs here. It fetches what the real one fetches, in the same order and the same way,
// and fails as the real one fails:
//   - main.data (emscripten's file packager code, at the top of main.js): an XHR started at once,
//     Module.setStatus("Downloading data... (n/m)") on progress; a failed download throws inside
//     the request's handler (an uncaught error: never Module.onAbort) and the run waits forever;
//   - main.wasm (createWasm): fetch() then WebAssembly.instantiateStreaming; when that fails, a
//     second fetch for the ArrayBuffer fallback; when that fails too, abort(): Module.onAbort(what)
//     then a RuntimeError thrown inside a promise (an unhandled rejection). A fetch() that is
//     refused outright (network error) rejects a promise nobody handles: no onAbort;
//   - both in parallel, the run when both are in: "Running...", "", then Module.postRun (pygbag's
//     postrun in pythons.js: cpythonrc.py, then Python).
// main.js and main.data must be of one build: this file's GENERATION must open main.data (the
// tests change both on the stand-in CDN), else the interpreter aborts, as a real interpreter
// given another build's data would fail to start.
(function () {
    const GENERATION = "__GENERATION__"
    const Module = window.Module
    // emscripten's scriptDirectory, as the real main.js works it out (a query is not the folder)
    let here = document.currentScript.src
    here = here.startsWith("blob:") ? "" : here.substr(0, here.replace(/[?#].*/, "").lastIndexOf("/") + 1)
    if (!Module.expectedDataFileDownloads) Module.expectedDataFileDownloads = 0
    Module.expectedDataFileDownloads++
    for (const run of Module.preRun || []) run(Module)

    function abort(what) {
        if (Module.onAbort) Module.onAbort(what)
        throw new WebAssembly.RuntimeError("Aborted(" + what + ")")
    }

    let dataBytes = null
    let wasmReady = false
    function maybeRun() {
        if (!dataBytes || !wasmReady) return
        const head = new TextDecoder().decode(dataBytes.slice(0, 64)).split("\n")[0]
        if (GENERATION !== "__GENERATION__" && head !== "gen:" + GENERATION) {
            abort(`stand-in: main.data (${head.slice(0, 20)}) is not this main.js's (${GENERATION})`)
        }
        window.standin.generation = { main_js: GENERATION, main_data: head }
        Module.setStatus("Running...")
        setTimeout(() => {
            Module.setStatus("")
            for (const run of Module.postRun || []) run(Module)
        }, 20)
    }

    // --- the file packager: main.data
    const packageName = Module.locateFile("main.data", "")
    const xhr = new XMLHttpRequest()
    xhr.open("GET", packageName, true)
    xhr.responseType = "arraybuffer"
    xhr.onprogress = function (event) {
        if (event.loaded) Module.setStatus(`Downloading data... (${event.loaded}/${event.total || event.loaded})`)
        else Module.setStatus("Downloading data...")
    }
    xhr.onerror = function (event) {
        throw new Error("NetworkError for: " + packageName)
    }
    xhr.onload = function (event) {
        if (xhr.status == 200 || xhr.status == 304 || xhr.status == 206 || xhr.status == 0 && xhr.response) {
            dataBytes = new Uint8Array(xhr.response)
            maybeRun()
        } else {
            throw new Error(xhr.statusText + " : " + xhr.responseURL)
        }
    }
    xhr.send(null)

    // --- createWasm: main.wasm
    const binaryFile = Module.locateFile("main.wasm", here)
    function instantiateArrayBuffer() {
        return new Promise((resolve, reject) => {
            fetch(binaryFile, { credentials: "same-origin" }).then((response) => {
                if (response.ok) return response.arrayBuffer()
                return Promise.reject(new Error(response.status + " : " + response.url))
            }).then(resolve, () => reject("both async and sync fetching of the wasm failed"))
        }).then((binary) => WebAssembly.instantiate(binary, {})).then(() => {
            wasmReady = true
            maybeRun()
        }, (reason) => {
            console.error(`failed to asynchronously prepare wasm: ${reason}`)
            abort(reason)
        })
    }
    fetch(binaryFile, { credentials: "same-origin" }).then((response) => {
        return WebAssembly.instantiateStreaming(response, {}).then(() => {
            wasmReady = true
            maybeRun()
        }, (reason) => {
            console.error(`wasm streaming compile failed: ${reason}`)
            console.error("falling back to ArrayBuffer instantiation")
            return instantiateArrayBuffer()
        })
    })
})()
