"use strict";
// A stand-in for pygbag 0.9.3's loader (pythons.js on pygbag's CDN), written for Truco's browser
// tests. It keeps what the page depends on, in pythons.js's order:
//   at load:   the charset check and the alert()s on uncaught errors and unhandled rejections;
//              auto_start(): the <script type=module src=...pythons.js> found, its text kept,
//              config.cdn / config.executable (<cdn>cpython312/main.js) worked out;
//   on "load": window.Module = vm; feat_snd (MM.UME = !config.ume_block, then the autoplay probe
//              with <cdn>empty.ogg retried every 2 s); feat_gui (canvas3d, window_resize);
//              custom_onload(debug_hidden); window_resize(); the interpreter's script added.
// vm.setStatus() writes "#status" and "#progress" as pythons.js does; the stand-in interpreter
// (cpython312/main.js) does the rest.

const module_name = "pythons.js"

var config = window.config || {}
window.config = config

if (document.characterSet.toLowerCase() !== "utf-8")
    alert("Host page encoding must be set to UTF-8 with tag :  meta charset=utf-8")

window.addEventListener("error", function (e) {
    alert("Error occurred: " + (e.error && e.error.message))
    return false
})

window.addEventListener("unhandledrejection", function (e) {
    alert("Rejection occurred: " + (e.reason && e.reason.message))
})

function jsimport(url) {
    const loader = document.createElement("script")
    loader.setAttribute("type", "text/javascript")
    loader.setAttribute("src", url)
    loader.setAttribute("async", true)
    document.head.appendChild(loader)
}
window.jsimport = jsimport

const vm = {
    APK: "org.python",
    script: {},
    config: config,
    standin: true,
    setStatus: function (text) {
        const statusElement = document.getElementById("status") || {}
        const progressElement = document.getElementById("progress") || {}
        const m = text.match(/([^(]+)\((\d+(\.\d+)?)\/(\d+)\)/)
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
}

window.MM = { UME: true, tracks: 0 }

function MM_play(track) {
    const prom = track.media.play()
    if (prom) {
        prom.then(() => { MM.UME = true }).catch(() => {
            MM.UME = false
            if (track.test && track.test > 0 && !MM.UME) {
                track.test += 1
                setTimeout(MM_play, 2000, track)
            }
        })
    }
}

function feat_snd() {
    MM.UME = !config.ume_block
    if (!MM.UME)
        MM_play({ auto: 1, test: 1, media: new Audio(config.cdn + "empty.ogg") })
}

function feat_gui() {
    let canvas3d = document.getElementById("canvas3d")
    if (!canvas3d) {
        canvas3d = document.createElement("canvas")
        canvas3d.id = "canvas3d"
        canvas3d.width = canvas3d.height = 128
        document.body.appendChild(canvas3d)
    }
    vm.canvas2d = document.getElementById("canvas")
    globalThis.window_resize = function () {}
}

async function onload() {
    const debug_hidden = !(location.hash.search("#debug") >= 0)
    window.Module = vm
    for (const feature of config.features) {
        if (feature.startsWith("snd")) feat_snd()
        if (feature.startsWith("gui")) feat_gui()
    }
    if (window.custom_onload) window.custom_onload(debug_hidden)
    if (window.window_resize) window_resize()
    jsimport(config.executable)
}

function auto_start() {
    for (const script of document.getElementsByTagName("script")) {
        if (script.type == "module" && script.src.search(module_name) >= 0) {
            const url = script.src
            const python = script.dataset.python || "python3.12"
            vm.script.interpreter = "cpython"
            config.PYBUILD = python.substr(6)
            config.cdn = config.cdn || url.split(module_name, 1)[0]
            config.pydigits = config.PYBUILD.replace(".", "")
            config.executable = `${config.cdn}${vm.script.interpreter}${config.pydigits}/main.js`
            config.features = (script.dataset.os || "gui").split(",")
            vm.script.blocks = [script.text]
            window.addEventListener("load", onload)
            return
        }
    }
    console.error("stand-in pythons.js: no script of mine in the page")
}

auto_start()
