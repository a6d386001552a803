// The one script of a public landing page (docs/architecture/landing-pages.md): it counts the view
// and each click on a link marked `data-track`, points download buttons at the iOS address on
// iPhone and iPad, and posts forms. Served from our origin, so the page's CSP allows only 'self'.
export const LANDING_SCRIPT = `(function () {
  var slug = document.body.getAttribute('data-slug');
  function post(path, body) {
    return fetch('/lp/' + slug + '/' + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit'
    }).then(function (res) { return res.json(); });
  }
  function track(event) { post('track', { event: event }).catch(function () {}); }
  var ios = /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1);
  if (ios) {
    document.querySelectorAll('a[data-ios]').forEach(function (a) { a.href = a.getAttribute('data-ios'); });
  }
  document.addEventListener('click', function (e) {
    var target = e.target instanceof Element ? e.target.closest('[data-track]') : null;
    if (target) track('click');
  });
  document.querySelectorAll('form[data-form]').forEach(function (form) {
    form.addEventListener('submit', function (e) {
      e.preventDefault();
      var out = form.querySelector('output');
      var button = form.querySelector('button');
      var values = {};
      form.querySelectorAll('input[name]').forEach(function (input) { values[input.name] = input.value; });
      button.disabled = true;
      post('form', { component_id: form.getAttribute('data-form'), values: values })
        .then(function (res) {
          if (res.code === 0) { out.textContent = '提交成功，感谢您的关注'; form.reset(); }
          else { out.textContent = res.message_cn || '提交失败，请稍后再试'; }
        })
        .catch(function () { out.textContent = '网络异常，请稍后再试'; })
        .then(function () { button.disabled = false; });
    });
  });
  track('view');
})();
`;
