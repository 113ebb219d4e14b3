// Truco's service worker: after one visit the game starts and plays with the network off.
//
// Two kinds of files, kept apart:
// - This build's own files (the page, truco.apk, the icons, the manifest), in one cache per
//   build. `make web` writes the build's fingerprint and truco.apk's SHA-256 below: a new build
//   is a new worker, and a package that is not this build's is never kept under it.
// - pygbag's runtime on its CDN (pythons.js, the interpreter's main.js, main.wasm and main.data,
//   cpythonrc.py, the package index, pygame's wheel), kept as ONE SET: the files of one visit that
//   started, checked against what the CDN says of each (its size and validators) when the set is
//   sealed. The CDN may change a file under the same address (main.js and main.data must match),
//   so a page is served its runtime either wholly from one sealed set or wholly from the network,
//   decided when the page opens and remembered for that page ("pins"). With a set, every start
//   is offline-ready; when online, the worker then asks the CDN (HEAD) whether the set is still
//   current, and if not, downloads a whole new set in the background for the next start.
//   Downloads for a page without a set are staged and sealed only when the page says its runtime
//   is complete ({truco: "keep", urls}); a visit cut off halfway leaves no set, so the next one
//   fetches everything again. A page that started before this worker controlled it names the
//   interpreter's build in its addresses ("?truco-runtime=<tag>", index.html): such a page's
//   runtime comes from the network, and its files are kept under their plain addresses.
// - Nothing the worker asks of the network on its own can hold it: a request that receives
//   nothing for STALL_MS is given up, a question to the CDN (HEAD) after ASK_MS, and a worker a
//   newer build is replacing drops its background work (revalidating, sealing) at once. The
//   browser lets a new build take over only when the old worker has no event left open (Chromium
//   waits up to five minutes), and its activation is bounded here to ACTIVATE_MS + CLAIM_MS.
// - The page hears of every byte the worker downloads for it ({truco: "bytes"}), for its
//   watchdog, and what was kept ({truco: "kept", count, missing}). It names a package it could
//   not use ({truco: "forget", urls}: a broken truco.apk), so that a reload fetches it again.
"use strict";

const BUILD = "__TRUCO_BUILD__";
const APK_SHA256 = "__TRUCO_APK_SHA256__";
const SCOPE = self.registration.scope;
// caches are per origin (itch.io serves every game from one): ours are named after our folder
const PREFIX = "truco:" + SCOPE + ":";
const CACHE = PREFIX + BUILD;
const META = PREFIX + "meta";
const STAGING = PREFIX + "runtime-staging";
const RUNTIME = PREFIX + "runtime:";
const SET_KEY = SCOPE + "__truco__/runtime-set.json";
const PINS_KEY = SCOPE + "__truco__/pins.json";
const OWN_FILES = ["./", "index.html", "truco.apk", "favicon.png", "icon-192.png", "icon-512.png", "manifest.json"];
const NEEDED = ["index.html", "truco.apk"];  // without these there is no offline copy
const MAX_PINS = 40;
const PIN_KEEPS_MS = 10 * 60 * 1000;  // a set pinned this recently is kept even with no page seen
const STALL_MS = 8000;     // a download of the worker's own with no byte for this long is given up
const ASK_MS = 5000;       // a HEAD to the CDN unanswered for this long: the CDN says nothing
const ACTIVATE_MS = 5000;  // adopting an older copy at activation
const CLAIM_MS = 1000;     // taking the open pages over (it goes on after activation if longer)

function ownUrl(path) {
    return new URL(path, SCOPE).href;
}

function isOwn(url) {
    return url.startsWith(SCOPE);
}

// A page that started without this worker loads the interpreter under an address naming its
// build ("?truco-runtime=<tag>", index.html): the file is kept under its plain address.
const TAG = /[?&]truco-runtime=[^&#]*/;
function runtimeKey(url) {
    return url.replace(TAG, "").replace(/[?&]$/, "");
}

function isBuildCache(name) {
    return name.startsWith(PREFIX) && /^([0-9a-f]{16}|__TRUCO_BUILD__)$/.test(name.slice(PREFIX.length));
}

function keepable(response) {
    // a partial answer (Range) or an error is never kept
    return !!response && response.status !== 206 && response.ok;
}

// The runtime's answers go to the page marked "no-cache": the CDN says max-age=600, and the
// browser's memory cache would then give a reloaded page an old main.js without asking here.
function revalidated(response, body) {
    const headers = new Headers(response.headers);
    headers.set("Cache-Control", "no-cache");
    return new Response(body === undefined ? response.body : body,
                        { status: response.status, statusText: response.statusText, headers });
}

// --------------------------------------------------------------------------- the worker's own requests
// A newer build's worker is installing or waiting: this one is being replaced. Only a worker that
// has served (a fetch or a message) can be the one replaced; while a new worker installs, its own
// registration lists it as installing.
let serving = false;
function replaced() {
    return serving && !!(self.registration.installing || self.registration.waiting);
}

// Aborted when a newer worker appears: the background work of this one stops at once (and
// starts again if that worker fails to install).
let retiring = new AbortController();
function retire() {
    if (retiring.signal.aborted) return;
    retiring.abort();
    const next = self.registration.installing || self.registration.waiting;
    if (next) {
        next.addEventListener("statechange", () => {
            if (next.state === "redundant" && retiring.signal.aborted) retiring = new AbortController();
        });
    }
}
self.registration.addEventListener("updatefound", () => {
    if (serving) retire();
});

// Called by each event: a worker restarted while a newer one waits learns of it here.
function served() {
    serving = true;
    if (replaced()) retire();
}

class Stalled extends Error {}

// `request` fetched and its body read whole (a Response over a Blob), given up with Stalled when
// nothing arrives for `stallMs` (the answer or a byte of its body), or when `stop` aborts.
// Progress is never cut: a slow but moving download goes on.
async function fetchWhole(request, stallMs = STALL_MS, stop = null) {
    const abort = new AbortController();
    let timer = null;
    let why = null;
    const giveUp = (reason) => {
        why = why || reason;
        abort.abort();
    };
    const arm = () => {
        clearTimeout(timer);
        timer = setTimeout(() => giveUp(`nothing received for ${stallMs} ms`), stallMs);
    };
    const onStop = () => giveUp("a newer worker took over");
    if (stop) {
        if (stop.aborted) throw new Stalled(`${request.url}: a newer worker took over`);
        stop.addEventListener("abort", onStop);
    }
    try {
        arm();
        const response = await fetch(request, { signal: abort.signal });
        if (!response.body) return response;
        const reader = response.body.getReader();
        const parts = [];
        for (;;) {
            arm();
            const { done, value } = await reader.read();
            if (done) break;
            parts.push(value);
        }
        return new Response(new Blob(parts), { status: response.status, statusText: response.statusText,
                                                headers: response.headers });
    } catch (error) {
        throw why ? new Stalled(`${request.url}: ${why}`) : error;
    } finally {
        clearTimeout(timer);
        if (stop) stop.removeEventListener("abort", onStop);
    }
}

// --------------------------------------------------------------------------- own files
async function sha256(buffer) {
    const digest = await crypto.subtle.digest("SHA-256", buffer);
    return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// A response that belongs to this build (truco.apk with its hash, the page naming it), or null.
async function ofThisBuild(path, response) {
    if (!keepable(response) || APK_SHA256.length !== 64) return response;
    if (path === "truco.apk") {
        const hash = await sha256(await response.clone().arrayBuffer());
        return hash === APK_SHA256 ? response : null;
    }
    if (path === "index.html" || path === "./") {
        const text = await response.clone().text();
        return text.includes(APK_SHA256) ? response : null;
    }
    return response;
}

async function keepOwn(cache, url, response) {
    const path = url.slice(SCOPE.length) || "./";
    const mine = await ofThisBuild(path, response);
    if (mine) await cache.put(url, mine);
    else console.warn("truco sw: not this build's, not kept:", url);
}

self.addEventListener("install", (event) => {
    event.waitUntil((async () => {
        const names = await caches.keys();
        // a first visit keeps only the page here (the worker takes over sooner and sees the
        // runtime's downloads); a new build keeps its page and package before it takes over
        const update = names.some((name) => isBuildCache(name) && name !== CACHE);
        const cache = await caches.open(CACHE);
        for (const path of update ? NEEDED : ["index.html"]) {
            const response = await fetchWhole(new Request(ownUrl(path), { cache: "reload" }));
            const mine = await ofThisBuild(path, response);
            if (!mine) throw new Error(`truco sw: ${path} is not this build's (a deploy under way?)`);
            await cache.put(ownUrl(path), mine);
        }
        if (update) {
            for (const path of OWN_FILES.filter((p) => !NEEDED.includes(p) && p !== "./")) {
                try {
                    const response = await fetchWhole(new Request(ownUrl(path), { cache: "reload" }));
                    await keepOwn(cache, ownUrl(path), response);
                } catch (error) {
                    console.warn("truco sw: no", path, error);
                }
            }
        }
        await self.skipWaiting();
    })());
});

// at most `ms` of waiting for `promise` (activation must never hang on the cache storage, nor
// on the browser)
function within(ms, promise) {
    return Promise.race([promise.catch((error) => console.warn("truco sw:", error)),
                         new Promise((done) => setTimeout(done, ms))]);
}

// Older builds' copies of their own files go; nothing waits for it (done again at each page).
function dropOldBuilds() {
    return caches.keys().then((names) => Promise.all(names.filter((name) => isBuildCache(name) && name !== CACHE)
        .map((name) => caches.delete(name)))).catch((error) => console.warn("truco sw:", error));
}

self.addEventListener("activate", (event) => {
    event.waitUntil((async () => {
        await within(ACTIVATE_MS, (async () => {
            if (!(await currentSet())) await adoptOldCopy();
        })());
        dropOldBuilds();
        await within(CLAIM_MS, self.clients.claim());
    })());
});

// --------------------------------------------------------------------------- the runtime set
// What identifies a file on the CDN, as far as a page may read it: its validators and size.
function identityOf(response) {
    if (!response || response.type === "opaque") return null;
    const id = {};
    for (const [key, header] of [["etag", "ETag"], ["modified", "Last-Modified"], ["length", "Content-Length"]]) {
        const value = response.headers.get(header);
        if (value) id[key] = value;
    }
    return id;
}

// false when the CDN's file is not the kept one, true when it is, null when it cannot be told
function sameFile(kept, now) {
    if (!kept) return false;
    let compared = 0;
    for (const key of Object.keys(now)) {
        if (key in kept) {
            if (kept[key] !== now[key]) return false;
            compared += 1;
        }
    }
    return compared ? true : null;
}

async function readJson(key) {
    try {
        const response = await (await caches.open(META)).match(key);
        return response ? await response.json() : null;
    } catch (error) {
        return null;
    }
}

async function writeJson(key, value) {
    const body = JSON.stringify(value);
    await (await caches.open(META)).put(key, new Response(body, { headers: { "Content-Type": "application/json" } }));
}

// The sealed set, when all its files are there: {cache, urls}.
async function currentSet() {
    const set = await readJson(SET_KEY);
    if (!set || !Array.isArray(set.urls) || !(await caches.has(set.cache))) return null;
    const cache = await caches.open(set.cache);
    for (const url of set.urls) {
        if (!(await cache.match(url))) return null;
    }
    return set;
}

// Which runtime a page uses, by its client id: {source: a set's cache name or "network", at}.
let pins = null;
async function pinsNow() {
    if (!pins) pins = (await readJson(PINS_KEY)) || {};
    return pins;
}

async function pin(clientId, source) {
    if (!clientId) return;
    const all = await pinsNow();
    delete all[clientId];
    all[clientId] = { source, at: Date.now() };
    const ids = Object.keys(all);
    for (const id of ids.slice(0, Math.max(0, ids.length - MAX_PINS))) delete all[id];
    await writeJson(PINS_KEY, all);
}

async function pinned(clientId) {
    const all = await pinsNow();
    if (clientId && all[clientId]) return all[clientId].source;
    const set = await currentSet();
    const source = set ? set.cache : "network";
    await pin(clientId, source);
    return source;
}

// Set caches that are neither current nor used by a page go (a page that opened a moment ago may
// not be listed among the clients yet: a recent pin keeps its set too).
async function dropUnusedSets() {
    const set = await readJson(SET_KEY);
    const open = new Set((await self.clients.matchAll({ includeUncontrolled: true })).map((c) => c.id));
    const all = await pinsNow();
    const now = Date.now();
    const used = new Set(Object.keys(all).filter((id) => open.has(id) || now - all[id].at < PIN_KEEPS_MS)
        .map((id) => all[id].source));
    for (const name of await caches.keys()) {
        if (name.startsWith(RUNTIME) && name !== (set && set.cache) && !used.has(name)) {
            await caches.delete(name);
        }
    }
}

// The CDN's file as it is now, whole: cors (its headers readable), the HTTP cache revalidated;
// null when it cannot be had (offline, stalled, a newer worker took over).
async function fetchFresh(url) {
    try {
        return await fetchWhole(new Request(url, { mode: "cors", credentials: "omit", cache: "no-cache" }),
                                STALL_MS, retiring.signal);
    } catch (error) {
        console.warn("truco sw:", error.message || error);
        return null;
    }
}

// What the CDN says of a file now: an identity, or null (offline, refused, no answer in ASK_MS).
async function ask(url) {
    try {
        let response = await fetchWhole(new Request(url, { method: "HEAD", mode: "cors", credentials: "omit",
                                                           cache: "no-store" }), ASK_MS, retiring.signal);
        if (response.status === 405 || response.status === 501) response = await fetchFresh(url);
        return response && response.ok ? identityOf(response) : null;
    } catch (error) {
        return null;
    }
}

// A new set from `urls`: staged copies the CDN still has as they are, the rest downloaded now.
// Files the CDN does not have (404) stay out (pythons.js's sound probe); any network failure
// seals nothing.
async function seal(urls, useStaged) {
    const staging = await caches.open(STAGING);
    const name = RUNTIME + Date.now() + "-" + Math.random().toString(36).slice(2, 8);
    const target = await caches.open(name);
    const kept = [];
    const missing = [];
    const staged = await Promise.all(urls.map((url) => (useStaged ? staging.match(url) : null)));
    // the CDN asked about every staged copy at once: a CDN that does not answer costs ASK_MS once
    const answers = await Promise.all(urls.map((url, i) => (staged[i] ? ask(url) : null)));
    for (const [i, url] of urls.entries()) {
        if (retiring.signal.aborted) {
            await caches.delete(name);
            return { count: 0, missing: urls };
        }
        let response = staged[i];
        if (response && (!answers[i] || sameFile(identityOf(response), answers[i]) === false)) response = null;
        if (!response) response = await fetchFresh(url);
        if (!response) {
            await caches.delete(name);
            return { count: 0, missing: urls };
        }
        if (!keepable(response)) {
            missing.push(url);
            continue;
        }
        await target.put(url, revalidated(response));
        kept.push(url);
    }
    if (!kept.length) {
        await caches.delete(name);
        return { count: 0, missing };
    }
    await writeJson(SET_KEY, { cache: name, urls: kept, sealed: Date.now() });
    await caches.delete(STAGING);
    await dropUnusedSets();
    return { count: kept.length, missing };
}

// Is the set still what the CDN serves? If not, a whole new one for the next start.
let checking = null;
function revalidate(set) {
    if (checking) return checking;
    checking = (async () => {
        const cache = await caches.open(set.cache);
        const answers = await Promise.all(set.urls.map(ask));
        // offline, or the CDN does not answer: keep what works
        if (answers.some((now) => !now) || retiring.signal.aborted) return;
        let stale = false;
        for (const [i, url] of set.urls.entries()) {
            if (sameFile(identityOf(await cache.match(url)), answers[i]) === false) stale = true;
        }
        if (stale) await seal(set.urls, false);
    })().catch((error) => console.warn("truco sw: revalidation:", error)).finally(() => { checking = null; });
    return checking;
}

// A copy kept by an older worker (one cache per build, runtime files among the build's) becomes
// the first set, as it was (some answers opaque: they serve only requests that need no CORS); it
// is replaced at the first check online (an opaque copy has no validators to compare).
async function adoptOldCopy() {
    for (const name of await caches.keys()) {
        if (!isBuildCache(name) || name === CACHE) continue;
        const old = await caches.open(name);
        const urls = [];
        const target = RUNTIME + "adopted";
        for (const request of await old.keys()) {
            if (isOwn(request.url)) continue;
            const response = await old.match(request);
            const key = runtimeKey(request.url);
            if (response && !urls.includes(key)) {
                const copy = response.type === "opaque" ? response : revalidated(response);
                await (await caches.open(target)).put(key, copy);
                urls.push(key);
            }
        }
        if (urls.length) {
            await writeJson(SET_KEY, { cache: target, urls, sealed: 0 });
            return;
        }
    }
}

// --------------------------------------------------------------------------- answers
// Reads one branch of a download (the page reads the other), tells the page of its bytes, and
// keeps it.
async function keepWhileRead(clientId, url, response, body, store) {
    const reader = body.getReader();
    const parts = [];
    let last = 0;
    let loaded = 0;
    const client = clientId ? await self.clients.get(clientId) : null;
    for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parts.push(value);
        loaded += value.length;
        const now = Date.now();
        if (client && now - last > 200) {
            last = now;
            client.postMessage({ truco: "bytes", url, loaded });
        }
    }
    if (client) client.postMessage({ truco: "bytes", url, loaded });
    await store(revalidated(response, new Blob(parts)));
}

async function fromNetwork(event, request, store) {
    const own = isOwn(request.url);
    let response;
    try {
        // cors, so that the copy can be checked against the CDN later (its headers readable)
        response = await fetch(own ? request
            : new Request(request.url, { mode: "cors", credentials: "omit", cache: "no-cache" }));
    } catch (error) {
        if (own) throw error;
        return fetch(request);  // a CDN without CORS: the page's request as it was, not kept
    }
    if (!keepable(response) || !response.body) return own ? response : revalidated(response);
    const [forPage, forCopy] = response.body.tee();
    event.waitUntil(keepWhileRead(event.clientId || event.resultingClientId, request.url, response,
                                  forCopy, store).catch((error) => {
        console.warn("truco sw: not kept", request.url, error);
    }));
    return own ? new Response(forPage, { status: response.status, statusText: response.statusText,
                                         headers: response.headers })
        : revalidated(response, forPage);
}

async function navigate(event) {
    const cache = await caches.open(CACHE);
    const page = await cache.match(event.request, { ignoreSearch: true }) ||
        await cache.match(ownUrl("index.html"));
    const set = await currentSet();
    await pin(event.resultingClientId, set ? set.cache : "network");
    if (set && !retiring.signal.aborted) event.waitUntil(revalidate(set));
    event.waitUntil(dropUnusedSets().catch(() => {}));
    event.waitUntil(dropOldBuilds());
    if (page) return page;
    return fromNetwork(event, event.request, (copy) => keepOwn(cache, event.request.url.split("?")[0], copy));
}

async function own(event) {
    const cache = await caches.open(CACHE);
    const kept = await cache.match(event.request);
    if (kept) return kept;
    const url = event.request.url;
    const path = url.slice(SCOPE.length);
    const store = OWN_FILES.includes(path) ? (copy) => keepOwn(cache, url, copy) : async () => {};
    return fromNetwork(event, event.request, store);
}

// A media element asks for byte ranges (pythons.js's sound probe): it gets exactly the range it
// asked for, so that no answer stays open (an open one keeps a new worker from taking over).
async function ranged(request, kept) {
    const match = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range") || "");
    if (!match || kept.type === "opaque") return kept;
    const whole = await kept.arrayBuffer();
    const size = whole.byteLength;
    let start = match[1] === "" ? Math.max(0, size - Number(match[2])) : Number(match[1]);
    let end = match[1] === "" || match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (start >= size || start > end) {
        return new Response(null, { status: 416, headers: { "Content-Range": `bytes */${size}` } });
    }
    const headers = new Headers(kept.headers);
    headers.set("Content-Range", `bytes ${start}-${end}/${size}`);
    headers.set("Content-Length", String(end - start + 1));
    headers.set("Accept-Ranges", "bytes");
    return new Response(whole.slice(start, end + 1), { status: 206, statusText: "Partial Content", headers });
}

async function runtime(event) {
    const request = event.request;
    const key = runtimeKey(request.url);
    const clientId = event.clientId || event.resultingClientId;
    // a tagged address: the page chose its interpreter on the network before this worker took
    // it over; all its runtime comes from there
    if (key !== request.url && ((await pinsNow())[clientId] || {}).source !== "network") {
        await pin(clientId, "network");
    }
    const source = await pinned(clientId);
    if (source !== "network" && await caches.has(source)) {
        const kept = await (await caches.open(source)).match(key);
        if (kept && !(kept.type === "opaque" && request.mode === "cors")) return ranged(request, kept);
    }
    // a media element's range: the server's own answer (the file is kept whole when sealing)
    if (request.headers.has("range")) return fetch(request);
    const store = async (copy) => (await caches.open(STAGING)).put(key, copy);
    return fromNetwork(event, request, store);
}

self.addEventListener("fetch", (event) => {
    served();
    const request = event.request;
    if (request.method !== "GET" || !/^https?:/.test(request.url)) return;
    if (request.url === ownUrl("sw.js")) return;
    if (request.mode === "navigate") event.respondWith(navigate(event));
    else if (isOwn(request.url)) event.respondWith(own(event));
    else event.respondWith(runtime(event));
});

// --------------------------------------------------------------------------- the page's messages
// {truco: "keep", urls}: the page's runtime is complete; its own files go to this build's copy,
// pygbag's files become the set (unless the page ran from a set, which is then kept as it is).
async function keep(urls, clientId) {
    const cache = await caches.open(CACHE);
    let count = 0;
    const missing = [];
    const runtimeUrls = [];
    const listed = urls.filter((u) => typeof u === "string" && /^https?:/.test(u));
    for (const url of new Set(listed.concat(OWN_FILES.filter((p) => p !== "./").map(ownUrl)))) {
        if (!isOwn(url)) {
            if (!runtimeUrls.includes(runtimeKey(url))) runtimeUrls.push(runtimeKey(url));
            continue;
        }
        // the folder's own address is answered with index.html (navigate)
        const path = url.slice(SCOPE.length).split("?")[0] || "index.html";
        if (!OWN_FILES.includes(path)) continue;
        const key = ownUrl(path);
        if (await cache.match(key)) {
            count += 1;
            continue;
        }
        try {
            await keepOwn(cache, key, await fetchWhole(new Request(key), STALL_MS, retiring.signal));
        } catch (error) {
            console.warn("truco sw: no", key, error);
        }
        if (await cache.match(key)) count += 1;
        else missing.push(key);
    }
    for (const path of NEEDED) {
        if (!(await cache.match(ownUrl(path)))) missing.push(ownUrl(path));
    }
    const source = await pinned(clientId);
    const set = await currentSet();
    if (set && source === set.cache) return { count: count + set.urls.length, missing };
    const sealed = await seal(runtimeUrls, true);
    // what this page runs is what was just sealed (checked against the CDN): its set now
    const now = await currentSet();
    if (sealed.count && now) await pin(clientId, now.cache);
    return { count: count + sealed.count, missing: missing.concat(sealed.missing) };
}

// one keep at a time (a page asks twice: before the tap prompt and once the game runs)
let keeping = Promise.resolve();
function keepInTurn(urls, clientId) {
    const turn = keeping.then(() => keep(urls, clientId));
    keeping = turn.catch(() => {});
    return turn;
}

self.addEventListener("message", (event) => {
    served();
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
    const clientId = event.source && event.source.id;
    event.waitUntil(keepInTurn(data.urls, clientId).then((done) => {
        if (event.source) event.source.postMessage({ truco: "kept", count: done.count, missing: done.missing });
    }));
});
