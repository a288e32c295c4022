// Goblin Kit's service worker (served as /sw.js, scope /): the page opens when the connection drops.
// The app shell (stylesheet, scripts, icons, manifest) is cached at install and served from the cache,
// refreshed in the background. Pages and a game's live table go to the network first and are kept
// when they arrive, so with no connection the last known page and table come from the cache (the
// page then says it is offline: register-sw.js). Nothing else is cached or replayed: a move is a POST,
// which the worker never touches, so the server stays the one writer.
"use strict";
const SHELL = "goblin-shell-v3";
const PAGES = "goblin-pages-v1";
const MAX_PAGES = 12;  // the pages and tables kept: the last few games opened
const SHELL_FILES = [
  "/static/app.css", "/static/look.css", "/static/board.css", "/static/cards.css", "/static/app.js", "/static/board.js", "/static/glossary.js", "/static/register-sw.js", "/static/rules.js", "/static/favicon.svg",
  "/static/manifest.webmanifest", "/static/icon-192.png", "/static/icon-512.png",
  "/static/icon-maskable-192.png", "/static/icon-maskable-512.png", "/static/apple-touch-icon.png",
];

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(SHELL).then((cache) => cache.addAll(SHELL_FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(names.filter((n) => n !== SHELL && n !== PAGES).map((n) => caches.delete(n))))
    .then(() => self.clients.claim()));
});

// a game's faces (/look/GAME.css and the fonts it names): kept with the shell once a game's page asked for them
function faces(url) {
  return /^\/look\/[^/]+\.css$/.test(url.pathname) || /^\/fonts\/[^/]+\.ttf$/.test(url.pathname);
}

function kept(url) {
  // a page worth showing offline: a game's page or its live table, the home page, a rules page
  return url.pathname === "/" || /^\/s\/[^/]+(\/table)?$/.test(url.pathname) || /^\/rules\/[^/]+$/.test(url.pathname);
}

async function keep(request, response) {
  const cache = await caches.open(PAGES);
  await cache.put(request, response);
  const url = new URL(request.url);
  const page = url.pathname.match(/^\/s\/([^/]+)$/);
  if (page) await cache.delete(`/s/${page[1]}/table${url.search}`);  // the page is newer than any table kept
  const names = await cache.keys();
  for (const old of names.slice(0, Math.max(0, names.length - MAX_PAGES))) await cache.delete(old);
}

async function networkFirst(event) {
  try {
    const response = await fetch(event.request);
    if (response.ok) event.waitUntil(keep(event.request, response.clone()));
    return response;
  } catch (offline) {
    const cached = await caches.match(event.request, { cacheName: PAGES });
    if (cached) return cached;
    throw offline;
  }
}

async function shellFirst(event) {
  const cached = await caches.match(event.request, { cacheName: SHELL });
  const fresh = fetch(event.request).then(async (response) => {
    if (response.ok) await (await caches.open(SHELL)).put(event.request, response.clone());
    return response;
  });
  if (cached) {
    event.waitUntil(fresh.catch(() => null));
    return cached;
  }
  return fresh;
}

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  if (SHELL_FILES.includes(url.pathname) || faces(url)) event.respondWith(shellFirst(event));
  else if (kept(url)) event.respondWith(networkFirst(event));
  // everything else (the live feed, versions, moves, simulations) goes to the network untouched
});
