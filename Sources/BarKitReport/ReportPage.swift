/// The fixed parts of the report page: style, views and the script that drives them.
///
/// The script also carries a self-test: opened with `#selftest`, the page checks that every
/// image decoded and that the tabs, slider, blend and toggle respond, and writes the results
/// into `<pre id="selftest">` (Tests/Scripts/check-report-in-chromium.sh reads it with
/// `chromium --headless --dump-dom`).
enum ReportPage {
  /// The tabs, in order.
  static let views: [(id: String, label: String)] = [
    ("side", "Side by side"), ("slider", "Slider"), ("blend", "Blend"), ("toggle", "Toggle"), ("diff", "Diff"),
  ]

  /// The zoom selector in the header.
  static let zoomControl = """
    <label>Zoom <select id="zoom"><option value="auto">fit</option><option value="1">1×</option>\
    <option value="2">2×</option><option value="4">4×</option><option value="8">8×</option></select></label>
    """

  /// The views other than side by side; the script copies the images in.
  static let interactiveViews = """
    <div class="view slider"><div class="stack"><img class="base" alt="reference"><img class="top" alt="actual">\
    <div class="divider"></div></div><input type="range" min="0" max="100" value="50" aria-label="divider position">\
    <span class="hint">left: reference, right: actual</span></div>
    <div class="view blend"><div class="stack"><img class="base" alt="reference"><img class="top" alt="actual"></div>\
    <input type="range" min="0" max="100" value="50" aria-label="actual opacity"><span class="hint">opacity of actual</span></div>
    <div class="view toggle"><div class="stack"><img class="base" alt="reference"><img class="top" alt="actual"></div>\
    <button type="button" class="flip">Showing: actual</button><span class="hint">click the image or press t</span></div>
    <div class="view diff"><div class="stack"><img class="diffonly" alt="diff"></div></div>
    """

  static func document(title: String, body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en"><head><meta charset="utf-8"><title>\(title)</title>
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <style>\(style)</style></head>
    <body>
    \(body)<pre id="selftest" hidden></pre>
    <script>\(script)</script>
    </body></html>

    """
  }

  private static let style = """
    body{font:14px/1.4 system-ui,sans-serif;margin:0 1.5em 3em;color:#222;background:#fafafa;--zoom:1}
    header{position:sticky;top:0;background:#fafafa;padding:.5em 0;border-bottom:1px solid #ddd;z-index:5}
    h1{font-size:1.3em;margin:.2em 0}h2{font-size:1.05em;margin:1.2em 0 .3em}
    .failure{border-bottom:1px solid #ddd;padding-bottom:1em}
    .message{white-space:pre-wrap;background:#fff;border:1px solid #e3e3e3;padding:.5em;font-size:12px}
    .tabs button{font:inherit;padding:.25em .8em;border:1px solid #bbb;background:#fff;cursor:pointer}
    .tabs button.on{background:#222;color:#fff;border-color:#222}
    .view{display:none;margin-top:.6em}.view.on{display:block}
    .side.on{display:flex;gap:1em;align-items:flex-start;flex-wrap:wrap}
    figure{margin:0}figcaption{color:#666;font-size:12px}
    img{image-rendering:pixelated;zoom:var(--zoom);display:block;
      background:repeating-conic-gradient(#ddd 0 25%,#fff 0 50%) 0 0/16px 16px}
    .stack{position:relative;display:inline-block;cursor:pointer}
    .stack .top{position:absolute;left:0;top:0}
    .slider .top{clip-path:inset(0 0 0 50%)}
    .divider{position:absolute;top:0;bottom:0;left:50%;width:1px;background:#f0f}
    .toggle .stack.reference .top{visibility:hidden}
    input[type=range]{width:320px;vertical-align:middle}.hint{color:#666;font-size:12px;margin-left:.5em}
    .none,.empty{color:#666}
    """

  private static let script = """
    'use strict';
    function show(section, id) {
      section.querySelectorAll('.tabs button').forEach(b => b.classList.toggle('on', b.dataset.view === id));
      section.querySelectorAll('.view').forEach(v => v.classList.toggle('on', v.classList.contains(id)));
    }
    function setSlider(view, value) {
      view.querySelector('input').value = value;
      view.querySelector('.top').style.clipPath = 'inset(0 0 0 ' + value + '%)';
      view.querySelector('.divider').style.left = value + '%';
    }
    function setBlend(view, value) {
      view.querySelector('input').value = value;
      view.querySelector('.top').style.opacity = String(value / 100);
    }
    function flip(view) {
      const stack = view.querySelector('.stack');
      const showingReference = stack.classList.toggle('reference');
      view.querySelector('.flip').textContent = 'Showing: ' + (showingReference ? 'reference' : 'actual');
    }
    document.querySelectorAll('.failure').forEach(section => {
      const ref = section.querySelector('.side img.reference'), act = section.querySelector('.side img.actual');
      const diff = section.querySelector('.side img.diff');
      section.querySelectorAll('img.base').forEach(i => { if (ref) i.src = ref.src; else i.remove(); });
      section.querySelectorAll('img.top').forEach(i => { i.src = act.src; });
      const d = section.querySelector('img.diffonly');
      if (diff) d.src = diff.src; else d.replaceWith(Object.assign(document.createElement('p'), {className: 'none', textContent: 'no diff image (sizes differ or no reference)'}));
      section.querySelectorAll('.tabs button').forEach(b => b.addEventListener('click', () => show(section, b.dataset.view)));
      const slider = section.querySelector('.view.slider'), blend = section.querySelector('.view.blend');
      const toggle = section.querySelector('.view.toggle');
      slider.querySelector('input').addEventListener('input', e => setSlider(slider, e.target.value));
      slider.querySelector('.stack').addEventListener('mousemove', e => {
        const box = e.currentTarget.getBoundingClientRect();
        setSlider(slider, Math.round(100 * Math.min(1, Math.max(0, (e.clientX - box.left) / box.width))));
      });
      blend.querySelector('input').addEventListener('input', e => setBlend(blend, e.target.value));
      toggle.querySelector('.flip').addEventListener('click', () => flip(toggle));
      toggle.querySelector('.stack').addEventListener('click', () => flip(toggle));
    });
    document.addEventListener('keydown', e => {
      if (e.key !== 't') return;
      document.querySelectorAll('.view.toggle.on').forEach(flip);
    });
    // "fit" enlarges small images (bars are often a few dozen pixels tall) to about 360 px wide.
    function applyZoom(value) {
      document.querySelectorAll('.failure').forEach(section => {
        let zoom = Number(value);
        if (value === 'auto') {
          const width = Math.max(1, ...[...section.querySelectorAll('.side img')].map(i => i.naturalWidth));
          zoom = Math.max(1, Math.min(8, Math.floor(360 / width)));
        }
        section.style.setProperty('--zoom', zoom);
      });
    }
    document.getElementById('zoom').addEventListener('change', e => applyZoom(e.target.value));
    window.addEventListener('load', () => applyZoom(document.getElementById('zoom').value));
    function selfTest() {
      const results = {};
      const images = [...document.querySelectorAll('img')];
      results.images = images.length;
      results.imagesLoaded = images.filter(i => i.complete && i.naturalWidth > 0).length;
      const section = document.querySelector('.failure');
      if (section) {
        show(section, 'slider');
        const slider = section.querySelector('.view.slider');
        results.tabs = getComputedStyle(slider).display !== 'none' && getComputedStyle(section.querySelector('.view.side')).display === 'none';
        const input = slider.querySelector('input');
        input.value = 30;
        input.dispatchEvent(new Event('input'));
        results.slider = slider.querySelector('.top').style.clipPath.includes('30%') && slider.querySelector('.divider').style.left === '30%';
        show(section, 'blend');
        const blend = section.querySelector('.view.blend'), blendInput = blend.querySelector('input');
        blendInput.value = 25;
        blendInput.dispatchEvent(new Event('input'));
        results.blend = getComputedStyle(blend.querySelector('.top')).opacity === '0.25';
        show(section, 'toggle');
        const toggle = section.querySelector('.view.toggle'), top = toggle.querySelector('.top');
        const before = getComputedStyle(top).visibility;
        toggle.querySelector('.stack').click();
        const after = getComputedStyle(top).visibility;
        toggle.querySelector('.flip').click();
        results.toggle = before === 'visible' && after === 'hidden' && getComputedStyle(top).visibility === 'visible';
        show(section, 'side');
      }
      const out = document.getElementById('selftest');
      out.textContent = 'SELFTEST ' + JSON.stringify(results);
      out.hidden = false;
    }
    if (location.hash === '#selftest') {
      if (document.readyState === 'complete') selfTest(); else window.addEventListener('load', selfTest);
    }
    """
}
