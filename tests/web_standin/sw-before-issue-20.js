// The service worker as deployed before issue 20 (web/sw.js at d244cce), kept for the test of
// the upgrade: the copy it made must still play offline under the new worker.
// Truco's service worker: after one visit the game starts and plays with the network off.
//
// - On install it keeps this build's own files (the page, truco.apk, the icons, the manifest),
//   and carries over from the previous build's copy the runtime files fetched from pygbag's CDN
//   (their addresses carry pygbag's version, so the same address is the same file).
// - Every GET the page makes (its own files and pygbag's runtime on the CDN) is answered from
//   the copy first; what is not there yet is fetched once and kept.
// - The page hands over, by address, the runtime files it fetched before this worker took over
//   ({truco: "keep", urls}); they are fetched again (mostly from the HTTP cache) and kept. It
//   names what it could not use ({truco: "forget", urls}: a broken truco.apk), so that a reload
//   fetches it again.
// - `make web` writes the build's fingerprint below; a new build is a new worker, whose copy
//   replaces the old one when it takes over.
"use strict";

const BUILD = "__TRUCO_BUILD__";
// caches are per origin (itch.io serves every game from one): name ours after our own folder
const PREFIX = "truco:" + self.registration.scope + ":";
const CACHE = PREFIX + BUILD;
const OWN_FILES = ["./", "index.html", "truco.apk", "favicon.png", "icon-192.png", "icon-512.png",
                   "manifest.json"];
const NEEDED = ["index.html", "truco.apk"];  // without these there is no offline copy

function ownUrl(path) {
    return new URL(path, self.registration.scope).href;
}

function keepable(response) {
    // a partial answer (Range) or an error is never kept; an opaque one (a CDN without CORS) is
    return response && response.status !== 206 && (response.ok || response.type === "opaque");
}

async function carryOver(cache) {
    const own = new Set(OWN_FILES.map(ownUrl));
    for (const name of await caches.keys()) {
        if (!name.startsWith(PREFIX) || name === CACHE) continue;
        const old = await caches.open(name);
        for (const request of await old.keys()) {
            if (own.has(request.url) || await cache.match(request)) continue;
            const response = await old.match(request);
            if (response) await cache.put(request, response);
        }
    }
}

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        const cache = await caches.open(CACHE);
        const fresh = (path) => new Request(ownUrl(path), { cache: "reload" });
        await cache.addAll(NEEDED.map(fresh));
        for (const path of OWN_FILES) {
            if (!NEEDED.includes(path)) {
                await cache.add(fresh(path)).catch(() => console.warn("truco sw: no", path));
            }
        }
        await carryOver(cache);
        await self.skipWaiting();
    })());
});

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        for (const name of await caches.keys()) {
            if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
        }
        await self.clients.claim();
    })());
});

// the answer goes to the page at once (a download keeps its progress); the copy is written
// while the page reads it
async function fetchAndKeep(event, request, cache) {
    const response = await fetch(request);
    if (keepable(response)) {
        const copy = response.clone();
        event.waitUntil(cache.put(request, copy).catch((error) => {
            console.warn("truco sw: not kept", request.url, error);
        }));
    }
    return response;
}

async function answer(event) {
    const request = event.request;
    const cache = await caches.open(CACHE);
    if (request.mode === "navigate") {
        // the page under any of its addresses (folder, index.html, with a query)
        const page = await cache.match(request, { ignoreSearch: true }) ||
            await cache.match(ownUrl("index.html"));
        return page || fetchAndKeep(event, request, cache);
    }
    if (request.headers.has("range")) {
        // media ask for ranges: answer with the whole file (kept whole)
        const whole = await cache.match(request.url);
        if (whole) return whole;
        return fetchAndKeep(event, new Request(request.url, { mode: request.mode,
                                                              credentials: request.credentials }), cache);
    }
    const kept = await cache.match(request);
    // an opaque copy cannot answer a request that must read the body (fetch() in cors mode)
    if (kept && !(kept.type === "opaque" && request.mode === "cors")) return kept;
    return fetchAndKeep(event, request, cache);
}

self.addEventListener("fetch", (event) => {
    const request = event.request;
    if (request.method !== "GET" || !/^https?:/.test(request.url)) return;
    if (request.url === ownUrl("sw.js")) return;
    event.respondWith(answer(event));
});

async function keep(urls) {
    const cache = await caches.open(CACHE);
    const missing = [];
    let count = 0;
    for (const url of new Set(urls)) {
        if (!/^https?:/.test(url) || url === ownUrl("sw.js")) continue;
        if (await cache.match(url)) {
            count += 1;
            continue;
        }
        let response = null;
        try {
            response = await fetch(url, { mode: "cors", credentials: "omit" });
        } catch (error) {
            try {
                response = await fetch(url, { mode: "no-cors", credentials: "omit" });
            } catch (again) {
                response = null;
            }
        }
        if (keepable(response)) {
            await cache.put(url, response);
            count += 1;
        } else {
            missing.push(url);
        }
    }
    return { count, missing };
}

self.addEventListener("message", (event) => {
    const data = event.data || {};
    if (data.truco === "forget" && Array.isArray(data.urls)) {
        // the page could not use these (a broken truco.apk): the next load fetches them again
        event.waitUntil(caches.open(CACHE).then((cache) =>
            Promise.all(data.urls.map((url) => cache.delete(url)))).then(() => {
            if (event.ports[0]) event.ports[0].postMessage({ truco: "forgot" });
        }));
        return;
    }
    if (data.truco !== "keep" || !Array.isArray(data.urls)) return;
    event.waitUntil(keep(data.urls).then((done) => {
        if (event.source) event.source.postMessage({ truco: "kept", count: done.count, missing: done.missing });
    }));
});
