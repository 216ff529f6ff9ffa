/*
 * Starts the app's JavaScript once a server-rendered page has painted (issue 17).
 *
 * A public page arrives as HTML with its content: it needs no script to be read. On a weak 4G
 * signal the app's modules (about 150 KiB) would otherwise share the first second of bandwidth
 * with the page and its stylesheet, and a phone's busy main thread would hold the first paint back
 * until they had run. So the build (vite.config.ts, bootAfterPaint) replaces the entry's module
 * script and its modulepreload links with this file, and this file adds them back:
 * - at once on a page with nothing rendered (the app shell of a signed-in page, offline);
 * - on a server-rendered page, as soon as its first contentful paint has been presented, at the
 *   person's first touch, key or focus, or after 2 s, whichever comes first; a page opened in a
 *   background tab, which paints only when shown, or a browser without paint timing, starts at once.
 * Classic and deferred, it runs after parsing and before any module; it also sets zod's jitless
 * flag first (src/lib/zod-config.ts says why). Dev loads it without data-entry: it sets the flag, and
 * Vite's own module script starts the app.
 */
(function () {
  globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preload = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  var observer = null;
  var inputs = ['pointerdown', 'keydown', 'focusin', 'touchstart'];

  function start() {
    if (started) return;
    started = true;
    if (observer) observer.disconnect();
    inputs.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    document.removeEventListener('visibilitychange', start);
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
    // The entry's imports, fetched beside it rather than after it has arrived. Adding a modulepreload
    // link costs a phone several milliseconds, so a few at a time, each batch its own task (a message,
    // not a timer: a test's paused clock must not hold the app back).
    var channel = new MessageChannel();
    var next = 0;
    channel.port1.onmessage = function () {
      preload.slice(next, (next += 3)).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.appendChild(link);
      });
      if (next < preload.length) channel.port2.postMessage(0);
      else channel.port1.close();
    };
    channel.port2.postMessage(0);
  }

  // Intl's first use, on another thread while the app downloads (public/intl-warm.js says why); the
  // worker's name is the page's Intl tag (src/shared/i18n/locale.ts, LOCALE_INFO).
  try {
    var lang = document.documentElement.lang;
    new Worker('/intl-warm.js', { name: lang === 'ar' ? 'ar-AE-u-nu-latn' : lang === 'hi' ? 'hi-IN' : 'en-US' });
  } catch (_error) {
    // no workers here: the first format call pays it, as before
  }

  var root = document.getElementById('root');
  var types = (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes) || [];
  if (!root || !root.firstElementChild || document.visibilityState !== 'visible' || types.indexOf('paint') < 0) return start();
  if (performance.getEntriesByName('first-contentful-paint').length) return start();
  observer = new PerformanceObserver(function (list) {
    if (list.getEntriesByName('first-contentful-paint').length) start();
  });
  observer.observe({ type: 'paint', buffered: true });
  inputs.forEach(function (type) {
    addEventListener(type, start, true);
  });
  // Hidden before it painted: it will not paint until shown, so do not wait for that.
  document.addEventListener('visibilitychange', start);
  // Never later than this, whatever the paint timing says.
  setTimeout(start, 2000);
})();
