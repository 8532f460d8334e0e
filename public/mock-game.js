// Shows which game and user the mocked autoLogin launched (textContent only: the query is untrusted).
(function () {
  var params = new URLSearchParams(window.location.search);
  document.getElementById('game').textContent = params.get('game') || '-';
  document.getElementById('user').textContent = params.get('user') || '-';
  document.title = 'Mock game: ' + (params.get('game') || '-');
})();
