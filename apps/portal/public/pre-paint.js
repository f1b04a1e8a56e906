// Applies the stored accessibility settings and language before the first paint (no flash).
// Loaded as a blocking script in <head>: a file, not inline, so the server's Content Security
// Policy (script-src 'self') allows it. Mirrors src/lib/accessibility/settings.ts; a unit test
// checks that both set the same attributes for every combination.
(function () {
  var root = document.documentElement;
  try {
    var s = JSON.parse(localStorage.getItem('acervo.acessibilidade') || '{}') || {};
    var dark = localStorage.getItem('acervo.modoEscuro') === 'true';
    var zoom = [0, 20, 40, 60, 80, 100].indexOf(s.zoom) >= 0 ? s.zoom : 0;
    var scheme = dark ? 'dark' : 'neo';
    var grayDark = false;
    if (s.cor === 'alto-contraste') scheme = 'high-contrast';
    else if (s.cor === 'invertido') scheme = 'inverted';
    else if (s.cor === 'escala-cinza') {
      scheme = 'grayscale';
      grayDark = dark;
    }
    root.setAttribute('data-scheme', scheme);
    if (grayDark) root.setAttribute('data-dark', '');
    root.setAttribute('data-zoom', String(zoom));
    if (s.negrito === true) root.setAttribute('data-bold', '');
    var tags = { pt: 'pt-BR', en: 'en', es: 'es', fr: 'fr', it: 'it' };
    var lng = new URLSearchParams(location.search).get('lng') || localStorage.getItem('acervo.lng');
    if (tags[lng]) root.lang = tags[lng];
  } catch {
    /* storage unavailable: the defaults above stand */
  }
})();
