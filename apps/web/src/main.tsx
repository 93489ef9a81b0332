// The player site's entry, as small as a script can be. The first HTML shows the preloader, and the
// site's code and stylesheet are fetched from the first HTML on (modulepreload links the build adds);
// were they imported here statically, the browser would run all of them, and apply the stylesheet,
// before it painted anything. Loaded by import(), they run after the preloader is on screen: a phone
// shows the page at once, not after its scripts (decision record 1011).
void import('./app/start');

// A page's first number format loads the browser's number data, a long moment on a phone: done now, in a
// task of its own while the site's code is still on its way, it does not lengthen the site's first
// render (the header's balance, a game's RTP). The locale is the visitor's; any is as good for this.
setTimeout(() => new Intl.NumberFormat(navigator.language, { style: 'currency', currency: 'EUR' }).format(1));
